import {
  InfiniteQueryObserver,
  type FetchInfiniteQueryOptions,
  type GetNextPageParamFunction,
  type InfiniteData,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { data } from 'react-router';
import { httpStatus, isNotFound } from '@/api/failure';
import { MAX_PAGES_PER_VISIT, readPageCount } from '@/lib/lists/list-params';
import { ignore } from '@/lib/ignore';

/* eslint-disable @typescript-eslint/no-explicit-any -- query options of any shape */
export type AnyQuery = QueryExecuteOptions<any, any, any, any, any, never>;
type AnyInfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any> & {
  getNextPageParam: GetNextPageParamFunction<any, any>;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

export function prefetch(queryClient: QueryClient, ...queries: AnyQuery[]): void {
  for (const options of queries) void queryClient.query(options).catch(ignore);
}

/** TanStack's `ensureQueryData`: freshness is the options' call (src/api/query-meta.ts), so Back and Forward never wait. */
const ensured = <T extends AnyQuery>(options: T): T => ({ ...options, staleTime: 'static' });

/** Awaits what the first view shows. A failure resolves too: the section shows its empty state. */
export function firstView(queryClient: QueryClient, ...queries: AnyQuery[]): Promise<unknown> {
  return Promise.all(queries.map((options) => queryClient.query(ensured(options)).catch(ignore)));
}

/** The pages the URL shows (docs/decisions/072-list-pages-in-the-url.md); a failure resolves. */
export async function firstViewList(
  queryClient: QueryClient,
  listOf: (params: URLSearchParams) => AnyInfiniteQuery,
  params: URLSearchParams,
): Promise<unknown> {
  const options = listOf(params);
  const cached = queryClient.getQueryData<InfiniteData<unknown>>(options.queryKey)?.pages.length ?? 0;
  const pages = Math.min(readPageCount(params), cached + MAX_PAGES_PER_VISIT);
  const shown = queryClient.infiniteQuery({ ...options, pages }).catch(ignore);
  if (cached >= pages) return;
  await shown;
  const observer = new InfiniteQueryObserver(queryClient, options);
  let result = observer.getCurrentResult();
  while (result.data && result.data.pages.length < pages && result.hasNextPage) {
    const before = result.data.pages.length;
    result = await observer.fetchNextPage();
    if ((result.data?.pages.length ?? 0) <= before) break;
  }
}

/** A 404 (or an empty record) becomes the not-found screen; any other failure is `onFailure`'s. */
async function loadRecord<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
  onFailure: (error: unknown) => void,
): Promise<void> {
  let record: TData;
  try {
    record = await queryClient.query(ensured(options));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    return onFailure(error);
  }
  if (record === null || record === undefined) throw notFound();
}

export const RECORD_FAILED = 'record-failed';

/** Any failure but a 404 becomes a calm in-frame message with 'Coba Lagi'. */
export const ensureRecord = <TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
) =>
  loadRecord(queryClient, options, (error) => {
    throw data(RECORD_FAILED, { status: httpStatus(error) ?? 503, statusText: 'Record failed' });
  });

/** For a screen that stands without its record (the application form): only a 404 ends it. */
export const rejectUnknown = <TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
) => loadRecord(queryClient, options, () => undefined);

export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}
