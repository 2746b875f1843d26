import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PrefetchPath } from '@/ui/link';
import { ignore } from '@/lib/ignore';

/** Runs the matched loaders on every intent: queries and screen code are fetched once, so hover and click never fetch twice. */
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
