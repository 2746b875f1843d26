import '@/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from '@/app/react-dom-client';
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
import { loadLazyParts } from '@/lib/lazy-part';

// From the first script on: what the visitor puts in a form before the app runs counts too
// when a failed chunk weighs a reload against the page's unsent input.
watchFormInput();
performance.mark(BOOT_MARKS.entry);

async function boot() {
  // A prerendered page (scripts/prerender.mjs) carries its first view's data; the shell
  // (200.html) does not, and renders from scratch as a plain SPA.
  const prerendered = readPrerenderState();
  // Without the build's data, the first screen asks the API at once: the calls' code (left out
  // of the entry, src/api/load-calls.ts) is asked for now, beside the screen's. A failure here
  // is the first call's to report.
  if (!prerendered) loadCalls().catch(ignore);

  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // A prerendered page hydrates once its screen's code is in (loading while the demo API
  // starts); if that code cannot load (a deploy removed it), the page boots fresh and the route's
  // loader meets the same failure and handles it.
  // Then the lazy parts the page's HTML holds, which those screens' modules define (src/lib/lazy-part.ts).
  const screensReady = prerendered
    ? loadScreens(routes, window.location.pathname)
        .then(() => loadLazyParts(prerendered.parts ?? []))
        .then(yes, no)
    : false;

  // Tested inline (not through a re-exported constant) so builds with a real API drop the
  // demo API and its worker entirely. It answers the first request, so it starts before any.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { worker, demoApiControls } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
    window.__demoApi = demoApiControls;
  }

  const hydrating = prerendered !== null && (await screensReady);
  // Before the router: createBrowserRouter runs the first loaders as soon as it exists. On a
  // prerendered page the embedded cache replaces them, and the session cache waits until after
  // hydration (restored earlier, it could swap in other data than the HTML shows).
  const seeded = hydrating ? adoptPrerenderState(queryClient, prerendered) : null;
  if (!seeded) await restoreSessionCache(queryClient);
  // The footer's calls start together, before any screen's; nothing waits for
  // them (on a prerendered page they are cached already).
  prefetchFrame(queryClient);
  // On a prerendered page the visitor may already be reading or scrolling: creating the router
  // and starting hydration come in a task of their own.
  if (seeded) await nextTask();
  const router = createBrowserRouter(routes, seeded && prerendered ? { hydrationData: prerendered.router } : undefined);
  // A tab from before a deploy misses the old lazy chunks. During a navigation the reload goes
  // to the page being opened, so that page arrives with the new build. (The first chunks'
  // failures come later, in promise callbacks: listening from here is early enough.) A chunk
  // lost to the connection, or on a page holding unsent input, reloads nothing.
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
  // Hydration is done in chunks: the refresh waits until it has committed (the root announces
  // it), then for the page to be idle.
  document.addEventListener(INTERACTIVE_EVENT, () => refreshWhenIdle(queryClient, seeded), { once: true });
}

const yes = () => true;
const no = () => false;

// In a task after the modules' own evaluation, which is long enough on a slow phone.
void nextTask()
  .then(boot)
  .catch((error: unknown) => {
    document.dispatchEvent(new Event(START_FAILED_EVENT));
    console.error('[boot]', error);
  });
