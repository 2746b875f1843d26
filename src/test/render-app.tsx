import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { prefetchFrame } from '@/app/frame-data';
import { createRoutePrefetch } from '@/app/route-prefetch';
import { createRoutes } from '@/app/router';

interface RenderAppOptions {
  queryClient?: QueryClient;
  /** Passed to userEvent.setup, e.g. { advanceTimers: vi.advanceTimersByTime } with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the real route table and loaders in a memory router with a fresh query client. */
export function renderApp(entry: InitialEntry = '/', options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  prefetchFrame(queryClient);
  const routes = createRoutes(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup(options.userOptions);
  const result = render(
    <AppProviders queryClient={queryClient} prefetch={createRoutePrefetch(routes)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}
