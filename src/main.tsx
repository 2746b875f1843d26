import '@/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { navigationTarget, reloadOnStaleChunks, watchFormInput } from '@/app/chunk-reload';
import {
  adoptPrerenderState,
  discardPrerender,
  logRecoverableError,
  readPrerenderState,
  refreshWhenIdle,
} from '@/app/hydrate';
import { AnnounceInteractive, BOOT_MARKS, INTERACTIVE_EVENT, START_FAILED_EVENT } from '@/app/interactive';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createRoutePrefetch } from '@/app/route-prefetch';
import { createRoutes } from '@/app/router';
import { loadCalls } from '@/api/load-calls';
import { loadScreens } from '@/app/screen';
import { prefetchFrame } from '@/app/frame-data';
import { restoreSessionCache } from '@/app/session-cache';
import { metaPixelId } from '@/lib/config';
import { ignore } from '@/lib/ignore';
import { nextTask } from '@/lib/next-task';
import { loadMetaPixel } from '@/lib/pixel';

// From the first script on: input typed before the app runs counts when a failed chunk weighs a reload.
watchFormInput();
performance.mark(BOOT_MARKS.entry);

async function boot() {
  const prerendered = readPrerenderState();
  // Without the build's data the first screen asks the API at once, so the calls' code loads now.
  if (!prerendered) loadCalls().catch(ignore);

  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // A prerendered page hydrates once its screens' code is in; failing that, it boots fresh.
  const screensReady = prerendered ? loadScreens(routes, window.location.pathname).then(yes, no) : false;

  // Tested inline so builds with a real API drop the demo API and its worker; it starts before any request.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { worker, demoApiControls } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
    window.__demoApi = demoApiControls;
  }

  const hydrating = prerendered !== null && (await screensReady);
  // Before the router runs the first loaders; the session cache waits for hydration, or the HTML could mismatch.
  const seeded = hydrating ? adoptPrerenderState(queryClient, prerendered) : null;
  if (!seeded) await restoreSessionCache(queryClient);
  prefetchFrame(queryClient);
  // The visitor may already be scrolling: router and hydration start in a task of their own.
  if (seeded) await nextTask();
  const router = createBrowserRouter(routes, seeded && prerendered ? { hydrationData: prerendered.router } : undefined);
  // During a navigation the reload goes to the page being opened, so it arrives with the new build.
  reloadOnStaleChunks(() => navigationTarget(router));

  if (metaPixelId) loadMetaPixel(metaPixelId);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} prefetch={createRoutePrefetch(routes)}>
        <RouterProvider router={router} />
      </AppProviders>
      <AnnounceInteractive />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (!seeded) {
    discardPrerender(container);
    createRoot(container).render(app);
    return;
  }
  // A transition lets the browser handle input between chunks of hydration work.
  performance.mark(BOOT_MARKS.hydrate);
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: logRecoverableError });
  });
  document.addEventListener(INTERACTIVE_EVENT, () => refreshWhenIdle(queryClient, seeded), { once: true });
}

const yes = () => true;
const no = () => false;

void nextTask()
  .then(boot)
  .catch((error: unknown) => {
    document.dispatchEvent(new Event(START_FAILED_EVENT));
    console.error('[boot]', error);
  });
