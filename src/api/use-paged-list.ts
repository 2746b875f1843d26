import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/* eslint-disable @typescript-eslint/no-explicit-any -- any key and page param shape */
type PagedOptions<TPage> = UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */


/**
 * The one mechanism behind every searchable, paged list (articles, promotions, FAQs, devices):
 * the search term reaches the query key after a 500 ms debounce; whenever the key changes (a
 * new term, a new filter) the list starts again at page 1, even if that key still has later
 * pages cached from earlier; 'Lihat Lainnya' appends the next page while `meta.nextPage` is set.
 *
 * `options(search)` is the list's infinite-query options factory; `items(page)` picks the
 * records out of one page. Both should be stable (module-level or memoized).
 */
export function usePagedList<TPage, TItem>(
  options: (search: string) => PagedOptions<TPage>,
  items: (page: TPage) => TItem[],
) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const queryOptions = options(debouncedSearch);
  const keyHash = JSON.stringify(queryOptions.queryKey);

  // Before paint, so a revisited key never shows its old later pages, not even for a frame.
  useLayoutEffect(() => {
    const queryKey = JSON.parse(keyHash) as unknown[];
    const cached = queryClient.getQueryData<InfiniteData<TPage>>(queryKey);
    if (!cached || cached.pages.length <= 1) return;
    const trimmed = { pages: cached.pages.slice(0, 1), pageParams: cached.pageParams.slice(0, 1) };
    // Keep the original fetch time, so stale data still refreshes in the background.
    queryClient.setQueryData(queryKey, trimmed, { updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt });
  }, [queryClient, keyHash]);

  const query = useInfiniteQuery(queryOptions);
  const list = useMemo(() => query.data?.pages.flatMap(items) ?? [], [query.data, items]);

  return {
    /** What the visitor typed (the input's value). */
    search,
    setSearch,
    /** The term the list is showing. */
    debouncedSearch,
    items: list,
    /** First page of this term still loading: show skeletons. */
    isLoading: query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
