import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` a prerendered page carries. */
export const PRERENDER_STATE_ID = 'prerender-state';

/**
 * Marks what shows the build's data (scripts/prerender/html.mjs): `#root` until the page has
 * hydrated and refetched, and the head tags the build rendered.
 */
export const PRERENDERED_MARK = 'data-prerendered';

/**
 * What the build hands to the browser, next to the HTML: enough to hydrate without fetching.
 * Plain JSON in a non-executable script, so the site runs under `script-src 'self'`.
 */
export interface PrerenderState {
  /** The path the page was rendered for: another path (a fallback to this file) boots fresh. */
  path: string;
  /** The build's clock, in ms: what depends on the date hydrates against it (src/lib/render-clock.ts). */
  renderedAt: number;
  /** The site root the head was rendered with (src/lib/config.ts). */
  siteUrl: string;
  /** The router's loader data, for createBrowserRouter's `hydrationData`. */
  router: Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>;
  /** The query cache as the first view left it. */
  queries: DehydratedState;
  /** The lazy parts the first view rendered, loaded before hydrating (src/lib/lazy-part.ts). */
  parts?: string[];
}

/**
 * The state as JSON that is safe inside a `<script>` element: `<` is escaped, so no value can
 * close the element or open a comment, and U+2028/2029 read the same everywhere.
 */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
