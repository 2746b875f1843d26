import { queryOptions } from '@tanstack/react-query';
import { oncePerLoad, shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';
import type { CareerFilters } from './careers.schemas';

export const careerQueries = {
  all: () => ['careers'] as const,
  placements: () =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'placements'] as const,
      queryFn: async () => (await loadCalls()).fetchPlacements(),
      ...oncePerLoad,
    }),
  educations: () =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'educations'] as const,
      queryFn: async () => (await loadCalls()).fetchEducations(),
      ...oncePerLoad,
    }),
  positions: () =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'positions'] as const,
      queryFn: async () => (await loadCalls()).fetchPositions(),
      ...oncePerLoad,
    }),
  list: (filters: CareerFilters) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'list', filters] as const,
      queryFn: async () => (await loadCalls()).fetchCareers(filters),
      ...shortLived,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'detail', slug] as const,
      queryFn: async () => (await loadCalls()).fetchCareer(slug),
      ...shortLived,
    }),
};
