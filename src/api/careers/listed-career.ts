import type { QueryClient } from '@tanstack/react-query';
import { careerQueries } from './careers.queries';
import type { Career } from './careers.schemas';

/**
 * The opening with this slug from any cached career list (whatever its filters), or undefined.
 * Its detail screens show it until their own record arrives, so a click from the list finds its
 * header at once.
 */
export function listedCareer(queryClient: QueryClient, slug: string): Career | undefined {
  const lists = queryClient.getQueriesData<Career[]>({ queryKey: [...careerQueries.all(), 'list'] });
  for (const [, openings] of lists) {
    const opening = openings?.find((career) => career.slug === slug);
    if (opening) return opening;
  }
  return undefined;
}
