import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, nextPageParam } from '../paging';
import { pagedList, shortLived } from '../query-meta';
import { fetchPromotion, fetchPromotionPage } from './promotions.api';

export const promotionQueries = {
  all: () => ['promotions'] as const,
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: [...promotionQueries.all(), 'list', { search }] as const,
      queryFn: ({ pageParam, signal }) => fetchPromotionPage(search, pageParam, signal),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
      ...pagedList,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...promotionQueries.all(), 'detail', slug] as const,
      queryFn: () => fetchPromotion(slug),
      ...shortLived,
    }),
};
