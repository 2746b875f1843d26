import { queryOptions } from '@tanstack/react-query';
import { sessionCached, shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';

export const serviceQueries = {
  all: () => ['services'] as const,
  list: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'list'] as const,
      queryFn: async () => (await loadCalls()).fetchServices(),
      ...sessionCached,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'detail', slug] as const,
      queryFn: async () => (await loadCalls()).fetchService(slug),
      ...shortLived,
    }),
  picks: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'picks'] as const,
      queryFn: async () => (await loadCalls()).fetchServicePicks(),
      ...shortLived,
    }),
};
