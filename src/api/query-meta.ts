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

/**
 * The paged lists: as fresh as the rest, but their pages stay in memory for 10 minutes after the
 * visitor leaves (TanStack's default is 5), so Back restores every page 'Lihat Lainnya' loaded
 * and the scroll position within them. Only the lists: records and comments need no longer life.
 */
export const pagedList = {
  ...shortLived,
  gcTime: 10 * 60_000,
} as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean };
    /** `outcomes`: the answer statuses a write expects as its normal answer, never logged (src/api/outcomes.ts). */
    mutationMeta: { outcomes?: readonly number[] };
  }
}
