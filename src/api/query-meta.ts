/**
 * Freshness is decided here alone, in the query options (docs/decisions/090-freshness-in-the-query-options.md).
 * Data this page fetched is fresh for its option's time. Data it inherited, fetched before the
 * page started (the tab's session cache; the build's, which the boot dates `INHERITED_AT`), is
 * stale: whatever shows it fetches it again. While a prerendered page hydrates it is held fresh
 * (`holdInherited`), so it shows as built and is fetched again once the page is idle.
 */
const PAGE_START = Date.now();
export const INHERITED_AT = PAGE_START - 1;

let holding = false;
export function holdInherited(hold: boolean): void {
  holding = hold;
}

const freshFor =
  (time: number) =>
  (query: { state: { dataUpdatedAt: number } }): number =>
    query.state.dataUpdatedAt < PAGE_START ? (holding ? Infinity : 0) : time;

/** Fetched once per page load: option lists that change with a release of the API. */
export const oncePerLoad = {
  staleTime: freshFor(Infinity),
} as const;

/**
 * The session set (contact, services, branches, banners, why-us, FAQ, about): fetched once per
 * page load and kept in sessionStorage, whose allowlist reads `meta.persist`.
 */
export const sessionCached = {
  ...oncePerLoad,
  meta: { persist: true },
} as const;

/** Everything else: fresh enough for a minute of browsing. */
export const shortLived = {
  staleTime: freshFor(60_000),
} as const;

/**
 * The paged lists: as fresh as the rest, but kept in memory for 10 minutes after the visitor
 * leaves (TanStack's default is 5), so Back restores every page 'Lihat Lainnya' loaded.
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
