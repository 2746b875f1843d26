import type { QueryClient } from '@tanstack/react-query';
import { careerQueries } from './careers.queries';
import type { Career } from './careers.schemas';

/** From any cached career list, so a click from the list finds its detail's header at once. */
export function listedCareer(queryClient: QueryClient, slug: string): Career | undefined {
  const lists = queryClient.getQueriesData<Career[]>({ queryKey: [...careerQueries.all(), 'list'] });
  for (const [, openings] of lists) {
    const opening = openings?.find((career) => career.slug === slug);
    if (opening) return opening;
  }
  return undefined;
}
