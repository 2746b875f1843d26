import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { isOffline, useOnReconnect } from '@/lib/connection';
import { useListChanging, usePageCount } from './use-list-params';

/* eslint-disable @typescript-eslint/no-explicit-any -- any key and page param shape */
type PagedOptions<TPage> = UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface PagedListState<T> {
  items: T[];
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  offline: boolean;
  retry: () => void;
}

/** The one mechanism behind every searchable, paged list; `items` should be module-level. */
export function usePagedList<TPage, TItem>(
  listOf: (params: URLSearchParams) => PagedOptions<TPage>,
  items: (page: TPage) => TItem[],
): PagedListState<TItem> {
  const { search } = useLocation();
  const options = listOf(useMemo(() => new URLSearchParams(search), [search]));
  const pages = usePageCount();
  const query = useInfiniteQuery(options);
  const loaded = query.data?.pages.length ?? 0;
  const shown = Math.min(pages.count, loaded);
  const list = useMemo(() => query.data?.pages.slice(0, pages.count).flatMap(items) ?? [], [query.data, pages.count, items]);
  const changing = useListChanging();
  // Read at render: the query's state changes again when it is fetched once more.
  const offline = query.isError && list.length === 0 && isOffline();
  const { refetch } = query;
  const retry = () => void refetch({ cancelRefetch: false });
  // TanStack's own refetch on reconnect knows nothing of a connection lost before it started.
  useOnReconnect(retry, offline);

  const hasMore = loaded > shown || query.hasNextPage;
  const isLoadingMore = query.isFetchingNextPage || pages.pending;
  return {
    items: list,
    isLoading: query.isPending || changing,
    hasMore,
    isLoadingMore,
    loadMore: () => {
      if (hasMore && !isLoadingMore) pages.showPages(shown + 1);
    },
    offline,
    retry,
  };
}
