import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { isPersisted } from './query-client';
import { sessionStore } from '@/lib/session-store';

const STORAGE_KEY = 'rawatin-session-cache';
// Bumped whenever a persisted record changes shape or meaning, so an old tab's cache is dropped.
const BUSTER = 'v2';

// Serializing on every change of a burst holds a slow phone's main thread.
const SAVE_INTERVAL_MS = 1000;

/** Only allowlisted public records (`isPersisted`), never a write; restored data is stale. */
export async function restoreSessionCache(queryClient: QueryClient, storage: Storage | null = sessionStore()) {
  if (!storage) return () => {};
  const persisterOf = (throttleTime: number) =>
    createAsyncStoragePersister({
      storage,
      key: STORAGE_KEY,
      throttleTime,
      // Quota exceeded: the cache is dropped, the site works without it.
      retry: () => undefined,
    });
  const options = {
    queryClient,
    persister: persisterOf(SAVE_INTERVAL_MS),
    buster: BUSTER,
    maxAge: Infinity,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted, shouldDehydrateMutation: () => false },
  };
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    console.warn('Session cache could not be restored', error);
  }
  const unsubscribe = persistQueryClientSubscribe(options);
  const saveNow = () => void persistQueryClientSave({ ...options, persister: persisterOf(0) });
  window.addEventListener('pagehide', saveNow);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', saveNow);
    saveNow();
  };
}
