import type {
  FetchInfiniteQueryOptions,
  GetNextPageParamFunction,
  QueryClient,
  QueryExecuteOptions,
  QueryKey,
} from '@tanstack/react-query';
import { data } from 'react-router';
import { isNotFound } from '@/api/http';

/* eslint-disable @typescript-eslint/no-explicit-any -- query options of any shape */
type AnyQuery = QueryExecuteOptions<any, any, any, any, any, never>;
type AnyInfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any> & {
  getNextPageParam: GetNextPageParamFunction<any, any>;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const ignore = () => undefined;

/**
 * Starts every query a screen needs at once, without waiting: the screen renders its
 * skeletons and each section fills in (or shows its empty state) on its own. A failure is
 * logged by the query cache and never takes the page down.
 */
export function prefetch(queryClient: QueryClient, ...queries: AnyQuery[]): void {
  for (const options of queries) void queryClient.query(options).catch(ignore);
}

/**
 * The same for paged lists. A list always opens at page 1 (usePagedList trims later pages of a
 * revisited key), so a stale list refetches its first page only, not every page once loaded.
 */
export function prefetchInfinite(queryClient: QueryClient, ...queries: AnyInfiniteQuery[]): void {
  for (const options of queries) void queryClient.infiniteQuery({ ...options, pages: 1 }).catch(ignore);
}

/**
 * Awaits the record a detail screen cannot live without. A 404 (or an empty record) becomes
 * a 404 route error, which the page's errorElement shows as the not-found screen; any other
 * failure reaches the error element as it is.
 */
export async function ensureOrNotFound<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<NonNullable<TData>> {
  try {
    const record = await queryClient.query(options);
    if (record === null || record === undefined) throw notFound();
    return record;
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}
