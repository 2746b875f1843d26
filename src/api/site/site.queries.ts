import { queryOptions } from '@tanstack/react-query';
import { siteUrl } from '@/lib/config';
import { sessionCached, shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';

export const siteQueries = {
  all: () => ['site'] as const,
  /** Keyed by path; a 404 keeps that answer while cached ('static'): a new record shows after the next build. */
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
