import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the snapshots differ only between the server's render (and the
// hydration of its HTML) and the app's own renders.
const noSubscription = () => () => undefined;

/**
 * False while React renders on the server or hydrates the server's HTML, true in the app's own
 * renders: a component that hydrated with false renders again at once with true.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
