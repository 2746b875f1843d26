import { queryOptions } from '@tanstack/react-query';
import { siteUrl } from '@/lib/config';
import { sessionCached, shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';

export const siteQueries = {
  all: () => ['site'] as const,
  /**
   * Keyed by path, so a page rendered elsewhere (a build) and the browser agree whatever the
   * page's origin; the call names the full URL on the public site. A path found without a record
   * keeps that answer while it is cached ('static': neither the idle refresh of a prerendered
   * page nor a later visit to the path asks again, when asking could only fail again). A record
   * published meanwhile shows after the next build, or on the next load of a page the shell serves.
   */
  seo: (path: string) =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'seo', path] as const,
      queryFn: async ({ signal }) => (await loadCalls()).fetchSeo(`${siteUrl()}${path}`, signal),
      staleTime: (query) => (query.state.data?.record === null ? 'static' : shortLived.staleTime(query)),
    }),
  contact: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'contact'] as const,
      queryFn: async () => (await loadCalls()).fetchContact(),
      ...sessionCached,
    }),
  branches: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'branches'] as const,
      queryFn: async () => (await loadCalls()).fetchBranches(),
      ...sessionCached,
    }),
  banners: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'banners'] as const,
      queryFn: async () => (await loadCalls()).fetchBanners(),
      ...sessionCached,
    }),
  whyUs: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'why-us'] as const,
      queryFn: async () => (await loadCalls()).fetchWhyUs(),
      ...sessionCached,
    }),
  about: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'about'] as const,
      queryFn: async () => (await loadCalls()).fetchAbout(),
      ...sessionCached,
    }),
};
