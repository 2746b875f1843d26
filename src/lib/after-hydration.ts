import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the snapshots differ only between the server's render and the app's own.
const noSubscription = () => () => undefined;

/** False on the server and while hydrating its HTML, true in the app's own renders. */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
