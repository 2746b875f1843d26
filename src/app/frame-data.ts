import type { QueryClient } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { prefetch, type AnyQuery } from './loaders';

/** Started at boot, not by a root loader, so the frame renders at once on a direct visit. */
export function prefetchFrame(queryClient: QueryClient): void {
  prefetch(queryClient, ...frameQueries());
}

export function frameQueries(): AnyQuery[] {
  return [siteQueries.contact(), serviceQueries.list(), siteQueries.branches()];
}
