import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { navigationTarget, reloadOnStaleChunks } from '@/app/chunk-reload';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutePrefetch } from '@/app/route-prefetch';
import { createRoutes } from '@/app/router';
import { prefetchFrame } from '@/app/frame-data';
import { restoreSessionCache } from '@/app/session-cache';
import { metaPixelId } from '@/lib/config';
import { loadMetaPixel } from '@/lib/pixel';

async function boot() {
  // Tested inline (not through a re-exported constant) so builds with a real API drop the
  // demo API and its worker entirely.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { worker, demoApiControls } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
    window.__demoApi = demoApiControls;
  }

  const queryClient = createQueryClient();
  // Before the router: createBrowserRouter runs the first loaders as soon as it exists.
  await restoreSessionCache(queryClient);
  // The footer's calls start together, before any screen's (spec section 7); nothing waits for them.
  prefetchFrame(queryClient);
  const routes = createRoutes(queryClient);
  const router = createBrowserRouter(routes);
  // A tab from before a deploy misses the old lazy chunks. During a navigation the reload goes
  // to the page being opened, so that page arrives with the new build. (The first chunks'
  // failures come later, in promise callbacks: listening from here is early enough.)
  reloadOnStaleChunks(() => navigationTarget(router));

  if (metaPixelId) loadMetaPixel(metaPixelId);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} prefetch={createRoutePrefetch(routes)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
