import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readFaqFilters } from '@/lib/lists/list-params';
import { pagedList, sessionCached, shortLived } from '../query-meta';
import { FIRST_PAGE, nextPageParam } from '../paging';
import { fetchFaqCategories, fetchFaqPage, fetchFaqs, fetchServiceFaqs, type FaqFilters } from './faq.api';

export const faqQueries = {
  all: () => ['faq'] as const,
  /** The home page accordion's list. */
  home: () => queryOptions({ queryKey: [...faqQueries.all(), 'home'] as const, queryFn: fetchFaqs, ...sessionCached }),
  service: (slug: string) =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'service', slug] as const,
      queryFn: () => fetchServiceFaqs(slug),
      ...shortLived,
    }),
  categories: () =>
    queryOptions({ queryKey: [...faqQueries.all(), 'categories'] as const, queryFn: fetchFaqCategories, ...shortLived }),
  /** The list for the choices in its URL: the loader and the screen both build it from them. */
  list: (params: URLSearchParams) => {
    const filters: FaqFilters = readFaqFilters(params);
    return infiniteQueryOptions({
      queryKey: [...faqQueries.all(), 'list', filters] as const,
      queryFn: ({ pageParam, signal }) => fetchFaqPage(filters, pageParam, signal),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
      ...pagedList,
    });
  },
};
