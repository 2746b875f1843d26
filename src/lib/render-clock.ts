import { useSyncExternalStore } from 'react';

// While a prerendered page hydrates, components read the build's clock, so the first render matches.
let prerenderedAt: number | null = null;

/** Null gives the clock back to the present (tests). */
export function adoptRenderClock(time: number | null): void {
  prerenderedAt = time;
}

const MINUTE = 60_000;
// Whole minutes: a snapshot must stay the same between two reads, and no offer ends at a second.
const now = () => Math.floor(Date.now() / MINUTE) * MINUTE;

export const renderClockTime = (): number => prerenderedAt ?? now();

const subscribe = () => () => undefined;

export function useRenderTime(): Date {
  return new Date(useSyncExternalStore(subscribe, now, renderClockTime));
}
