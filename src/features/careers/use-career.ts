import { useQuery, useQueryClient } from '@tanstack/react-query';
import { careerQueries } from '@/api/careers/careers.queries';
import { listedCareer } from '@/api/careers/listed-career';

/** The one source of an opening's header: shown from a cached career list until its own record arrives. */
export function useCareer(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...careerQueries.detail(slug), placeholderData: () => listedCareer(queryClient, slug) });
}
