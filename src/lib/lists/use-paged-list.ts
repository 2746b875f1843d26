import {
  hashKey,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type Query,
  type QueryClient,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { isOffline } from '@/lib/connection';
import { useListChanging } from './use-list-params';

/* eslint-disable @typescript-eslint/no-explicit-any -- any key and page param shape */
type PagedOptions<TPage> = UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The one mechanism behind every searchable, paged list (articles, promotions, FAQs, devices).
 * `options` are the list's infinite-query options for the choices in the URL (its loader has
 * already awaited the first page or found pages in the cache); `items(page)` picks the records
 * out of one page and should be stable (module-level).
 *
 * Each visit of the list (each history entry) decides how many pages it shows:
 * - Back or Forward (a POP) shows every page that was loaded, so the router can put the scroll
 *   position back where the visitor left it (ScrollRestoration in the root layout);
 * - any other visit (a link, a new search or filter) starts again at page 1, even if its key still
 *   has later pages cached.
 * 'Lihat Lainnya' appends the next page while `meta.nextPage` is set.
 */
export function usePagedList<TPage, TItem>(options: PagedOptions<TPage>, items: (page: TPage) => TItem[]) {
  const queryClient = useQueryClient();
  const { key: visit } = useLocation();
  const restoring = useNavigationType() === NavigationType.Pop;
  const keyHash = hashKey(options.queryKey);

  const latestOptions = useRef(options);
  useLayoutEffect(() => {
    latestOptions.current = options;
  });
  // Before the query observer subscribes (a passive effect), so it never refetches later pages.
  useLayoutEffect(() => {
    const controller = new AbortController();
    startVisit(queryClient, latestOptions.current, restoring, controller.signal);
    return () => controller.abort();
  }, [queryClient, visit, keyHash, restoring]);

  // The visit above owns freshness: left to itself, TanStack would refetch every cached page in
  // turn whenever the list is stale or invalidated ('static', unlike Infinity, also ignores an
  // invalidation). Without data (a failed first page) it still loads on mount.
  const query = useInfiniteQuery({ ...options, staleTime: 'static' });
  const list = useMemo(() => query.data?.pages.flatMap(items) ?? [], [query.data, items]);
  const changing = useListChanging();
  // Read at render: the query's state changes again when it is fetched once more.
  const offline = query.isError && list.length === 0 && isOffline();
  const { refetch } = query;
  // Back online, a first page that failed for want of it is asked for again, once (TanStack's own
  // refetch on reconnect joins this one, and knows nothing of a connection lost before it started).
  useEffect(() => {
    if (!offline) return;
    const retry = () => void refetch({ cancelRefetch: false });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, refetch]);

  return {
    items: list,
    /** First page of these choices still loading: show skeletons. */
    isLoading: query.isPending || changing,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    offline,
    retry: () => void refetch({ cancelRefetch: false }),
  };
}

function startVisit<TPage>(queryClient: QueryClient, options: PagedOptions<TPage>, restoring: boolean, signal: AbortSignal) {
  const query = queryClient.getQueryCache().find<TPage, Error, InfiniteData<TPage>>({ queryKey: options.queryKey, exact: true });
  const cached = query?.state.data;
  if (!query || !cached) return;
  const stale = query.isStaleByTime(staleTimeOf(options, query));
  if (!restoring && cached.pages.length > 1) {
    const { dataUpdatedAt, isInvalidated } = query.state;
    const firstPage = { pages: cached.pages.slice(0, 1), pageParams: cached.pageParams.slice(0, 1) };
    // Keeps the fetch time and an invalidation (writing data clears it): a stale list stays stale.
    queryClient.setQueryData(options.queryKey, firstPage, { updatedAt: dataUpdatedAt });
    if (isInvalidated) query.invalidate();
  }
  if (stale && query.state.fetchStatus === 'idle') void refreshFirstPage(queryClient, options, signal);
}

/**
 * Fetches page 1 again and puts it in place of the cached one, keeping the later pages and so the
 * height of the list the visitor comes back to. TanStack Query 5 has no refetch of chosen pages
 * (v4's `refetchPage` is gone; `maxPages` only caps how many pages are kept), and its refetch
 * fetches every cached page again, one after another. A record that moved from page 1 to page 2
 * in the meantime shows on both until the next visit starts at page 1.
 */
export async function refreshFirstPage<TPage>(queryClient: QueryClient, options: PagedOptions<TPage>, signal: AbortSignal) {
  const { queryKey, queryFn, initialPageParam, meta } = options;
  if (typeof queryFn !== 'function') return;
  try {
    const page = await queryFn({ client: queryClient, queryKey, signal, meta, pageParam: initialPageParam, direction: 'forward' });
    if (signal.aborted) return;
    queryClient.setQueryData<InfiniteData<TPage>>(queryKey, (cached) => cached && { ...cached, pages: [page, ...cached.pages.slice(1)] });
  } catch (error) {
    // The cached pages stay; the cause is logged as the query cache logs a failed query.
    if (!signal.aborted) console.error(`[query ${JSON.stringify(queryKey)}]`, error);
  }
}

function staleTimeOf<TPage>(options: PagedOptions<TPage>, query: Query<TPage, Error, InfiniteData<TPage>>) {
  const { staleTime = 0 } = options;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the option is typed for any key
  return typeof staleTime === 'function' ? staleTime(query as any) : staleTime;
}
