import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PrefetchPath } from '@/ui/link';
import { ignore } from '@/lib/ignore';

/**
 * Starts what a click on an internal link would: the matched screens' code and their loaders'
 * queries. A loader runs on every intent, which is free: its queries are cached until stale
 * and joined while under way, so the hover and the click never fetch twice. A screen's code is
 * asked for once per route (again only after a failure); the router clears `lazy` once it has
 * the screen itself.
 */
export function createRoutePrefetch(routes: RouteObject[]): PrefetchPath {
  const imports = new WeakMap<RouteObject, Promise<unknown>>();

  const importScreen = (route: RouteObject) => {
    const load = route.lazy && typeof route.lazy === 'object' ? route.lazy.Component : undefined;
    if (!load || imports.has(route)) return;
    const pending = Promise.resolve()
      .then(load)
      .catch(() => imports.delete(route));
    imports.set(route, pending);
  };

  return (href) => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
      importScreen(route);
      if (typeof route.loader === 'function') {
        const args = { request: new Request(url.href), params, context: undefined } as LoaderFunctionArgs;
        void Promise.resolve()
          .then(() => (route.loader as (args: LoaderFunctionArgs) => unknown)(args))
          .catch(ignore);
      }
    }
  };
}
