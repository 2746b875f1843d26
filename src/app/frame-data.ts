import type { QueryClient } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { siteQueries } from '@/api/site/site.queries';
import { prefetch, type AnyQuery } from './loaders';

/**
 * The frame's data: the footer's contact, services and branch calls. Started at boot, not by a
 * root loader, so the frame never waits for a loader and renders at once on a direct visit.
 */
export function prefetchFrame(queryClient: QueryClient): void {
  prefetch(queryClient, ...frameQueries());
}

/** The frame's queries: the same on every page. */
export function frameQueries(): AnyQuery[] {
  return [siteQueries.contact(), serviceQueries.list(), siteQueries.branches()];
}
