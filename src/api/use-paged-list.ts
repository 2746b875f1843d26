import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/* eslint-disable @typescript-eslint/no-explicit-any -- any key and page param shape */
type PagedOptions<TPage> = UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The one mechanism behind every searchable, paged list (articles, promotions, FAQs, devices):
 * the search term reaches the query key after a 500 ms debounce, so a new term starts again
 * at page 1 (a new key) and 'Lihat Lainnya' appends the next page while `meta.nextPage` is set.
 *
 * `options(search)` is the list's infinite-query options factory; `items(page)` picks the
 * records out of one page.
 */
export function usePagedList<TPage, TItem>(
  options: (search: string) => PagedOptions<TPage>,
  items: (page: TPage) => TItem[],
) {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  const query = useInfiniteQuery(options(debouncedSearch));
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
