import { matchRoutes, type RouteObject } from 'react-router';
import type { PrefetchPath } from '@/ui/link';

const ignore = () => undefined;

/**
 * Starts what a click on an internal link would: the matched screens' code and their loaders'
 * queries. The query cache makes a repeat free until the data is stale, so the hover and the
 * click never fetch twice; the browser keeps the imported module.
 */
export function createRoutePrefetch(routes: RouteObject[]): PrefetchPath {
  return (href) => {
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
      if (route.lazy && typeof route.lazy === 'object') void route.lazy.Component?.()?.catch?.(ignore);
      if (typeof route.loader === 'function') {
        const request = new Request(url.href);
        void Promise.resolve()
          .then(() => (route.loader as (args: unknown) => unknown)({ request, params, context: undefined }))
          .catch(ignore);
      }
    }
  };
}
