import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { holdInherited, INHERITED_AT } from '@/api/query-meta';
import { adoptSiteUrl } from '@/lib/config';
import { choosesOtherList } from '@/lib/lists/list-params';
import { nextTask } from '@/lib/next-task';
import { adoptRenderClock } from '@/lib/render-clock';
import { whenIdle } from '@/lib/when-idle';
import { PRERENDER_STATE_ID, PRERENDERED_MARK, type PrerenderState } from './prerender-state';
import { restoreSessionCache } from './session-cache';

/** Only when it describes this URL (same path, no list choice or page in the search); null on the shell. */
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

/** The seeded data is held fresh while the page hydrates (src/api/query-meta.ts); `refreshWhenIdle` lets it go stale. */
export function adoptPrerenderState(queryClient: QueryClient, state: PrerenderState): Set<string> {
  adoptRenderClock(state.renderedAt);
  adoptSiteUrl(state.siteUrl);
  const queries = state.queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: INHERITED_AT } }));
  holdInherited(true);
  hydrate(queryClient, { ...state.queries, queries });
  return new Set(queries.map((query) => query.queryHash));
}

/** A hydration mismatch is a bug (e2e/prerender.spec.ts fails on it). */
export function logRecoverableError(error: unknown): void {
  console.error('[hydration]', error);
}

/** Once idle after hydration the session cache returns, then seeded queries go stale, one refetch per task. */
export function refreshWhenIdle(queryClient: QueryClient, seeded: Set<string>): void {
  // A seeded query fetched again before its turn (a replayed tap) is live already: judged at each step.
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
  // One refetch per task, so a slow phone still answers input between them; 'static' queries never go stale.
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

/** A file that boots fresh shows no build data; its head tags stand as defaults, as index.html's do on the shell. */
export function discardPrerender(container: HTMLElement): void {
  container.removeAttribute(PRERENDERED_MARK);
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_MARK}]`)) tag.setAttribute('data-default-head', '');
}
