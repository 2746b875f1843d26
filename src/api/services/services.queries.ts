import { queryOptions } from '@tanstack/react-query';
import { sessionCached, shortLived } from '../query-meta';
import { fetchService, fetchServicePicks, fetchServices } from './services.api';

export const serviceQueries = {
  all: () => ['services'] as const,
  list: () => queryOptions({ queryKey: [...serviceQueries.all(), 'list'] as const, queryFn: fetchServices, ...sessionCached }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'detail', slug] as const,
      queryFn: () => fetchService(slug),
      ...shortLived,
    }),
  /** The reservation picker's list. */
  picks: () =>
    queryOptions({ queryKey: [...serviceQueries.all(), 'picks'] as const, queryFn: fetchServicePicks, ...shortLived }),
};
