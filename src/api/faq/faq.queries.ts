import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readFaqFilters } from '@/lib/lists/list-params';
import { pagedList, sessionCached, shortLived } from '../query-meta';
import { FIRST_PAGE, nextPageParam } from '../paging';
import { loadCalls } from '../load-calls';
import type { FaqFilters } from './faq.api';

export const faqQueries = {
  all: () => ['faq'] as const,
  home: () =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'home'] as const,
      queryFn: async () => (await loadCalls()).fetchFaqs(),
      ...sessionCached,
    }),
  service: (slug: string) =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'service', slug] as const,
      queryFn: async () => (await loadCalls()).fetchServiceFaqs(slug),
      ...shortLived,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'categories'] as const,
      queryFn: async () => (await loadCalls()).fetchFaqCategories(),
      ...shortLived,
    }),
  /** The list for the choices in its URL: the loader and the screen both build it from them. */
  list: (params: URLSearchParams) => {
    const filters: FaqFilters = readFaqFilters(params);
    return infiniteQueryOptions({
      queryKey: [...faqQueries.all(), 'list', filters] as const,
      queryFn: async ({ pageParam, signal }) => (await loadCalls()).fetchFaqPage(filters, pageParam, signal),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
      ...pagedList,
    });
  },
};
