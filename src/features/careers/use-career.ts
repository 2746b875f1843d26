import { useQuery, useQueryClient } from '@tanstack/react-query';
import { careerQueries } from '@/api/careers/careers.queries';
import { listedCareer } from '@/api/careers/listed-career';

/**
 * One opening for its screens (detail, application form) and the one source of their header:
 * the detail query, which shows the opening from a cached career list until its own record
 * arrives (`isPlaceholderData`).
 */
export function useCareer(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...careerQueries.detail(slug), placeholderData: () => listedCareer(queryClient, slug) });
}
