import { useSyncExternalStore } from 'react';

/**
 * The clock that what a page shows depends on (the footer's year, whether an offer has ended).
 * A prerendered page was rendered at build time: while it hydrates, components read the build's
 * clock, so the first client render matches the HTML; right after, React renders again with the
 * visitor's clock (useSyncExternalStore's server snapshot is used only while hydrating).
 */
let prerenderedAt: number | null = null;

/**
 * Called by the prerender (its own clock) and by the browser before hydrating (the embedded one);
 * null gives the clock back to the present (tests).
 */
export function adoptRenderClock(time: number | null): void {
  prerenderedAt = time;
}

const MINUTE = 60_000;
// Whole minutes: a snapshot must stay the same between two reads, and no offer ends at a second.
const now = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** The time the prerender renders against (and the browser hydrates against). */
export const renderClockTime = (): number => prerenderedAt ?? now();

const subscribe = () => () => undefined;

/** The time to render against: the build's while hydrating a prerendered page, else now. */
export function useRenderTime(): Date {
  return new Date(useSyncExternalStore(subscribe, now, renderClockTime));
}
