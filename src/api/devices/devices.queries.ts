import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readSearch } from '@/lib/lists/list-params';
import { FIRST_PAGE, nextPageParam } from '../paging';
import { pagedList, shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';

export const deviceQueries = {
  all: () => ['devices'] as const,
  /** The list for the choices in its URL: the loader and the screen both build it from them. */
  list: (params: URLSearchParams) => {
    const search = readSearch(params);
    return infiniteQueryOptions({
      queryKey: [...deviceQueries.all(), 'list', { search }] as const,
      queryFn: async ({ pageParam, signal }) => (await loadCalls()).fetchDevicePage(search, pageParam, signal),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
      ...pagedList,
    });
  },
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...deviceQueries.all(), 'detail', slug] as const,
      queryFn: async () => (await loadCalls()).fetchDevice(slug),
      ...shortLived,
    }),
};
