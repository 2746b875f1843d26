import { queryOptions } from '@tanstack/react-query';
import { shortLived } from '../query-meta';
import { fetchCareer, fetchCareers, fetchEducations, fetchPlacements, fetchPositions } from './careers.api';
import type { CareerFilters } from './careers.schemas';

export const careerQueries = {
  all: () => ['careers'] as const,
  placements: () =>
    queryOptions({ queryKey: [...careerQueries.all(), 'placements'] as const, queryFn: fetchPlacements, staleTime: Infinity }),
  educations: () =>
    queryOptions({ queryKey: [...careerQueries.all(), 'educations'] as const, queryFn: fetchEducations, staleTime: Infinity }),
  positions: () =>
    queryOptions({ queryKey: [...careerQueries.all(), 'positions'] as const, queryFn: fetchPositions, staleTime: Infinity }),
  list: (filters: CareerFilters) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'list', filters] as const,
      queryFn: () => fetchCareers(filters),
      ...shortLived,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...careerQueries.all(), 'detail', slug] as const,
      queryFn: () => fetchCareer(slug),
      ...shortLived,
    }),
};
