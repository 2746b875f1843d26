import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { isPersisted } from './query-client';
import { sessionStore } from '@/lib/session-store';

const STORAGE_KEY = 'rawatin-session-cache';
// Bumped whenever a persisted record changes shape or meaning, so an old tab's cache is dropped.
// v2: HTML fields hold sanitized HTML (src/lib/clean-html.ts), which the page renders as it is.
const BUSTER = 'v2';

// A burst of cache changes (a page's queries starting and settling) makes one write: the
// persister is told of every change, and serializing the cache each time held the main thread
// for over 100 ms on a phone-speed CPU when a page refreshed its data.
const SAVE_DELAY_MS = 1000;

/** sessionStorage lives as long as the tab: exactly the life the old site's cache had. */
function storagePersister(storage: Storage): Persister & { flush: () => void } {
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!latest) return;
    const client = latest;
    latest = null;
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(client));
    } catch {
      // Quota exceeded or storage disabled: the site works without the cache.
    }
  };
  return {
    persistClient: (client: PersistedClient) => {
      latest = client;
      timer ??= setTimeout(flush, SAVE_DELAY_MS);
    },
    restoreClient: () => {
      const stored = storage.getItem(STORAGE_KEY);
      return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
    },
    removeClient: () => {
      latest = null;
      clearTimeout(timer);
      timer = undefined;
      storage.removeItem(STORAGE_KEY);
    },
    flush,
  };
}

/**
 * Restores the session cache before the router exists (its first loaders run at creation),
 * then keeps it saved. Restored queries are marked stale, so they paint at once and are
 * fetched again in the background: a full reload still fetches.
 */
export async function restoreSessionCache(queryClient: QueryClient, storage: Storage | null = sessionStore()) {
  // Storage blocked: the site works without the cache.
  if (!storage) return () => {};
  const persister = storagePersister(storage);
  const options = {
    queryClient,
    persister,
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
  const unsubscribe = persistQueryClientSubscribe(options);
  // A reload or a closed tab writes what is still waiting.
  window.addEventListener('pagehide', persister.flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', persister.flush);
    persister.flush();
  };
}
