import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { httpStatus } from '@/api/failure';
import { isExpectedReadFailure, isExpectedWriteFailure } from '@/api/outcomes';
import { isOffline } from '@/lib/connection';
import { isCancelled } from '@/lib/send';

/** A read that failed while offline is no fault of the site's: the screen says so. */
function logQueryError(error: unknown, query: Query<unknown, unknown, unknown>) {
  if (isOffline() || isExpectedReadFailure(error)) return;
  console.error(`[query ${JSON.stringify(query.queryKey)}]`, error);
}

/** `logErrors: false` for a client whose failures its users report (the build's shared frame data). */
export function createQueryClient(options: { retry?: boolean; Cache?: typeof QueryCache; logErrors?: boolean } = {}): QueryClient {
  const Cache = options.Cache ?? QueryCache;
  return new QueryClient({
    queryCache: new Cache(options.logErrors === false ? {} : { onError: logQueryError }),
    // A failed write is shown by its screen; the cause is logged unless cancelled or expected (src/api/outcomes.ts).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!isCancelled(error) && !isExpectedWriteFailure(error, mutation)) console.error('[mutation]', error);
      },
    }),
    defaultOptions: {
      queries: {
        // One retry for transient failures; a 4xx (404 above all) is an answer, not a hiccup.
        retry: options.retry === false ? false : (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: false,
        // Offline, a read fails at once: never an endless skeleton; refetchOnReconnect asks again.
        networkMode: 'always',
      },
      // Writes never wait offline to fire later on their own: they fail, and the visitor decides.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

function isClientError(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== null && status >= 400 && status < 500;
}

export function isPersisted(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}
