import type {
  FetchInfiniteQueryOptions,
  GetNextPageParamFunction,
  QueryClient,
  QueryExecuteOptions,
  QueryKey,
} from '@tanstack/react-query';
import { data } from 'react-router';
import { httpStatus, isNotFound } from '@/api/http';

/* eslint-disable @typescript-eslint/no-explicit-any -- query options of any shape */
type AnyQuery = QueryExecuteOptions<any, any, any, any, any, never>;
type AnyInfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any> & {
  getNextPageParam: GetNextPageParamFunction<any, any>;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const ignore = () => undefined;

/**
 * Starts queries the first view does not show, without waiting. A failure is logged by the
 * query cache and never takes the page down.
 */
export function prefetch(queryClient: QueryClient, ...queries: AnyQuery[]): void {
  for (const options of queries) void queryClient.query(options).catch(ignore);
}

/**
 * Awaits what the first view shows. Cached data, even stale, is used as it is (the screen's
 * observer refreshes it in the background), so Back and Forward never wait. A failure resolves
 * too: the section that asked shows its empty state.
 */
export function firstView(queryClient: QueryClient, ...queries: AnyQuery[]): Promise<unknown> {
  return Promise.all(queries.map((options) => queryClient.query({ ...options, staleTime: 'static' }).catch(ignore)));
}

/**
 * The same for a paged list: its first page, or the pages already cached for this key (Back to
 * a list keeps what 'Lihat Lainnya' loaded; the screen decides how many pages a visit shows).
 */
export function firstViewList(queryClient: QueryClient, options: AnyInfiniteQuery): Promise<unknown> {
  return queryClient.infiniteQuery({ ...options, staleTime: 'static' }).catch(ignore);
}

/**
 * Awaits a detail's record. A 404 (or an empty record) becomes the not-found screen; what any
 * other failure does is the caller's `onFailure`. The query cache has logged the cause.
 */
async function loadRecord<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
  onFailure: (error: unknown) => void,
): Promise<void> {
  let record: TData;
  try {
    record = await queryClient.query({ ...options, staleTime: 'static' });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    return onFailure(error);
  }
  if (record === null || record === undefined) throw notFound();
}

/** What a detail loader throws when its record failed with anything but a 404. */
export const RECORD_FAILED = 'record-failed';

/**
 * For a screen that cannot live without its record: any failure but a 404 becomes a calm
 * in-frame message with 'Coba Lagi' (the error element, src/app/errors/route-error.tsx).
 */
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
