import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { holdInherited, INHERITED_AT } from '@/api/query-meta';
import { adoptSiteUrl } from '@/lib/config';
import { choosesOtherList } from '@/lib/lists/list-params';
import { nextTask } from '@/lib/next-task';
import { adoptRenderClock } from '@/lib/render-clock';
import { whenIdle } from '@/lib/when-idle';
import { PRERENDER_STATE_ID, PRERENDERED_MARK, type PrerenderState } from './prerender-state';
import { restoreSessionCache } from './session-cache';

/**
 * The state embedded in a prerendered page, when it describes what this URL shows: the same
 * path, and no list choice nor page count in the search (`/article?search=x` or `/article?page=3`
 * served from /article/index.html shows another list or more pages, so it boots fresh). A trailing slash (`/article/`, which static hosts
 * serve from the same file) is dropped from the address first. Null on the shell (200.html).
 */
export function readPrerenderState(doc: Document = document, win: Window = window): PrerenderState | null {
  const element = doc.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  let state: PrerenderState;
  try {
    state = JSON.parse(element.textContent) as PrerenderState;
  } catch (error) {
    console.error('[prerender] unreadable state', error);
    return null;
  }
  const { pathname, search, hash } = win.location;
  if (choosesOtherList(state.path, new URLSearchParams(search))) return null;
  if (pathname !== state.path) {
    if (pathname.replace(/\/+$/, '') !== state.path) return null;
    win.history.replaceState(win.history.state, '', `${state.path}${search}${hash}`);
  }
  return state;
}

/**
 * Seeds the browser with what the build rendered: its clock and site root while hydrating, and
 * the query cache. The data is inherited (src/api/query-meta.ts), held fresh while the page
 * hydrates; `refreshWhenIdle` lets it go stale. Returns the hashes of the seeded queries.
 */
export function adoptPrerenderState(queryClient: QueryClient, state: PrerenderState): Set<string> {
  adoptRenderClock(state.renderedAt);
  adoptSiteUrl(state.siteUrl);
  const queries = state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: INHERITED_AT } }));
  holdInherited(true);
  hydrate(queryClient, { ...state.queries, queries });
  return new Set(queries.map((query) => query.queryHash));
}

/** Logs what React recovered from while hydrating: a mismatch is a bug (e2e/prerender.spec.ts fails on it). */
export function logRecoverableError(error: unknown): void {
  console.error('[hydration]', error);
}

/**
 * After hydration, once the page is idle: the session cache comes back (restoring it earlier could
 * swap in other data and mismatch; it never replaces the seeded data, which is newer), then the
 * seeded queries are marked stale and those on screen fetched again, each in a later task, so a
 * price or promotion changed since the build shows without a reload. A path the build found
 * without a metadata record keeps that answer: `/seo` is not asked again.
 */
export function refreshWhenIdle(queryClient: QueryClient, seeded: Set<string>): void {
  // Called once hydration has committed, as the taps held before it are replayed (their requests
  // still on the way): what each seeded query holds now is the build's data. One fetched again
  // before its turn comes (a tap on 'Lihat Lainnya'), or still being fetched then, is live
  // already, and not asked for again: judged at each step, since a replayed request may land
  // between the page turning idle and the query's turn (its list's pages would be asked twice).
  const builtAt = new Map(Array.from(seeded, (hash) => [hash, queryClient.getQueryCache().get(hash)?.state.dataUpdatedAt]));
  const holdsBuild = (query: Query) =>
    builtAt.has(query.queryHash) && query.state.dataUpdatedAt === builtAt.get(query.queryHash) && query.state.fetchStatus === 'idle';
  whenIdle(() => {
    void restoreSessionCache(queryClient)
      .then(() => refetchSeeded(queryClient, holdsBuild))
      // From here the page shows live data, not the build's (browser tests wait for it: e2e/support.ts).
      .finally(() => document.getElementById('root')?.removeAttribute(PRERENDERED_MARK));
  }, { timeout: 3000, fallbackDelay: 1000 });
}

async function refetchSeeded(queryClient: QueryClient, holdsBuild: (query: Query) => boolean): Promise<unknown> {
  // Stale at once, all of them (whatever mounts later fetches again), and fetched again here only
  // where on screen, one per task: the client builds each request, and starting them all in one
  // task blocked input for a while on a slow phone. A query whose staleTime is 'static' for the
  // data it holds is never stale, so not fetched again here either: a path the build found
  // without a metadata record (src/api/site/site.queries.ts), which asking again could only fail.
  // A paged list is fetched again as any query is: its loaded pages, by the query library.
  holdInherited(false);
  const onScreen = queryClient.getQueryCache().findAll({
    predicate: (query) => holdsBuild(query) && query.getObserversCount() > 0 && !query.isStatic(),
  });
  const refetches: Promise<unknown>[] = [];
  for (const query of onScreen) {
    await nextTask();
    if (!holdsBuild(query)) continue;
    refetches.push(queryClient.refetchQueries({ predicate: (candidate) => candidate === query, type: 'active' }, { cancelRefetch: false }));
  }
  return Promise.all(refetches);
}

/**
 * A prerendered file that boots fresh (a search in the URL, or its screen's code failed) shows
 * no build data: #root is rendered anew, and the build's head tags become defaults that stand
 * until the page head renders its own, as index.html's do on the shell.
 */
export function discardPrerender(container: HTMLElement): void {
  container.removeAttribute(PRERENDERED_MARK);
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_MARK}]`)) tag.setAttribute('data-default-head', '');
}
