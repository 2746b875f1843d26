import type { QueryClient } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { prefetch } from '@/routes/loaders';

/**
 * The frame's data: the footer's contact, services and branch calls start together on the
 * first load (spec section 7), before any screen renders. Nothing waits for them.
 */
export function rootLoader(queryClient: QueryClient) {
  return () => {
    prefetch(queryClient, siteQueries.contact(), serviceQueries.list(), siteQueries.branches());
    return null;
  };
}
