import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
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
  list: (filters: FaqFilters) =>
    infiniteQueryOptions({
      queryKey: [...faqQueries.all(), 'list', filters] as const,
      queryFn: ({ pageParam, signal }) => fetchFaqPage(filters, pageParam, signal),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
      ...pagedList,
    }),
};
