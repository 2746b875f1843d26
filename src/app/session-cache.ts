import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { isPersisted } from './query-client';

const STORAGE_KEY = 'rawatin-session-cache';
// Bumped whenever a persisted record changes shape, so an old tab's cache is dropped.
const BUSTER = 'v1';

/** sessionStorage lives as long as the tab: exactly the life the old site's cache had. */
function storagePersister(storage: Storage): Persister {
  return {
    persistClient: (client: PersistedClient) => {
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(client));
      } catch {
        // Quota exceeded or storage disabled: the site works without the cache.
      }
    },
    restoreClient: () => {
      const stored = storage.getItem(STORAGE_KEY);
      return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
    },
    removeClient: () => storage.removeItem(STORAGE_KEY),
  };
}

/**
 * Restores the session cache before the router exists (its first loaders run at creation),
 * then keeps it saved. Restored queries are marked stale, so they paint at once and are
 * fetched again in the background: a full reload still fetches (spec section 4).
 */
export async function restoreSessionCache(queryClient: QueryClient, storage: Storage = window.sessionStorage) {
  const options = {
    queryClient,
    persister: storagePersister(storage),
    buster: BUSTER,
    maxAge: Infinity,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted },
  };
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    console.warn('Session cache could not be restored', error);
  }
  await queryClient.invalidateQueries({ predicate: (query) => query.meta?.persist === true, refetchType: 'none' });
  return persistQueryClientSubscribe(options);
}
