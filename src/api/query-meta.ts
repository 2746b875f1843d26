/**
 * Query options shared by every domain. The session set (contact, services, branches, banners,
 * why-us, FAQ, about) is fetched once per tab and kept in sessionStorage: it carries
 * `meta.persist`, which the persister's allowlist reads.
 */
export const sessionCached = {
  staleTime: Infinity,
  meta: { persist: true },
} as const;

/** Everything else: fresh enough for a minute of browsing. */
export const shortLived = {
  staleTime: 60_000,
} as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean };
  }
}
