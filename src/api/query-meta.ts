// Freshness is decided here alone (docs/decisions/090-freshness-in-the-query-options.md): data
// inherited from before the page started is stale, except while a prerendered page hydrates.
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

export const sessionCached = {
  ...oncePerLoad,
  meta: { persist: true },
} as const;

export const shortLived = {
  staleTime: freshFor(60_000),
} as const;

/** Kept in memory longer than TanStack's default, so Back restores every page 'Lihat Lainnya' loaded. */
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
