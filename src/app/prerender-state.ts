import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

export const PRERENDER_STATE_ID = 'prerender-state';

/** On `#root` until the page has hydrated and refetched, and on the build's head tags (scripts/prerender/html.mjs). */
export const PRERENDERED_MARK = 'data-prerendered';

/** Plain JSON in a non-executable script, so the site runs under `script-src 'self'`. */
export interface PrerenderState {
  path: string;
  /** What depends on the date hydrates against it (src/lib/render-clock.ts). */
  renderedAt: number;
  siteUrl: string;
  router: Pick<HydrationState, 'loaderData' | 'actionData' | 'errors'>;
  queries: DehydratedState;
}

/** `<` is escaped, so no value can close the element or open a comment; U+2028/2029 too. */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
