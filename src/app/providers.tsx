import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { PrefetchContext, type PrefetchPath } from '@/ui/link';

// Development only (Alt+Shift+Q): the bundler drops this branch, and the devtools with it, from builds.
const Devtools = import.meta.env.DEV ? lazy(() => import('./query-devtools').then((m) => ({ default: m.QueryDevtools }))) : null;

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Starts a path's screen and data when a link shows intent (src/app/route-prefetch.ts). */
  prefetch?: PrefetchPath;
  children: ReactNode;
}

export function AppProviders({ queryClient, prefetch, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrefetchContext value={prefetch ?? null}>{children}</PrefetchContext>
      {Devtools && import.meta.env.MODE !== 'test' ? (
        <Suspense fallback={null}>
          <Devtools />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
