import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PrefetchPath } from '@/ui/link';
import { ignore } from '@/lib/ignore';

/**
 * Starts what a click on an internal link would: the matched routes' loaders, which bring in
 * their screens' code with their queries (./screen.tsx). A loader runs on every intent, which is
 * free: its queries are cached until stale and joined while under way, and a screen's code is
 * downloaded once (again only after a failure), so the hover and the click never fetch twice.
 */
export function createRoutePrefetch(routes: RouteObject[]): PrefetchPath {
  return (href) => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
      if (typeof route.loader === 'function') {
        const args = { request: new Request(url.href), params, context: undefined } as LoaderFunctionArgs;
        void Promise.resolve()
          .then(() => (route.loader as (args: LoaderFunctionArgs) => unknown)(args))
          .catch(ignore);
      }
    }
  };
}
