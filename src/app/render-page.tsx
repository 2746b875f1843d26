import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  QueryCache,
  type Query,
  type QueryCacheConfig,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { siteQueries } from '@/api/site/site.queries';
import { describeFailure } from '@/api/failure';
import { adoptSiteUrl, siteUrl } from '@/lib/config';
import { RequestFailure } from '@/lib/bounded-fetch';
import { adoptRenderClock, renderClockTime } from '@/lib/render-clock';
import { frameQueries } from './frame-data';
import { prefetch } from './loaders';
import { serializePrerenderState } from './prerender-state';
import { AnnounceInteractive } from './interactive';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes, type LoaderClient } from './router';
import { screenSourcesById } from './screen';
import { ignore } from '@/lib/ignore';

/** A page the prerender writes, or why it stays on the shell; `seo` says where its head came from. */
export type RenderedPage =
  | {
      path: string;
      ok: true;
      head: string;
      body: string;
      state: string;
      seo: SeoOutcome;
      /** Split-off modules the page's boot loader fetches before hydrating (scripts/prerender/html.mjs). */
      modules: string[];
      /** Sections whose call failed: rendered empty, as the browser shows them, asked again after hydration. */
      sections?: string[];
    }
  | { path: string; ok: false; reason: string };

export type SeoOutcome = 'record' | 'no record' | 'failed' | 'not asked';

/** Server only, used by src/entry-server.tsx. Demo builds name a site root (README, "Build"). */
export function configureRender(demoSiteUrl: string, renderedAt: number): void {
  if (!import.meta.env.VITE_SITE_URL?.trim()) adoptSiteUrl(demoSiteUrl);
  adoptRenderClock(renderedAt);
  sharedFrame = null;
  seoOutage = { failuresInRow: 0, down: new AbortController() };
}

// After SEO_OUTAGE_AFTER look-ups in a row get no answer, /seo counts as down for this thread's build:
// every head falls back, so an outage cannot run the build past its deadline. Any answer resets it.
const SEO_OUTAGE_AFTER = 3;
let seoOutage = { failuresInRow: 0, down: new AbortController() };

class SeoNotAsked extends Error {
  override name = 'SeoNotAsked';
}

function seoLookup(path: string) {
  const options = siteQueries.seo(path);
  const ask = options.queryFn!;
  const { down } = seoOutage;
  return queryOptions({
    ...options,
    queryFn: async (context) => {
      if (down.signal.aborted) throw new SeoNotAsked();
      const { signal } = context;
      try {
        return await ask({ ...context, signal: AbortSignal.any([signal, down.signal]) });
      } catch (error) {
        throw down.signal.aborted && !signal.aborted ? new SeoNotAsked() : error;
      }
    },
  });
}

function noteSeoLookup(queryClient: QueryClient, path: string): void {
  const error = queryClient.getQueryState(siteQueries.seo(path).queryKey)?.error;
  if (error instanceof RequestFailure) {
    seoOutage.failuresInRow += 1;
    if (seoOutage.failuresInRow >= SEO_OUTAGE_AFTER) seoOutage.down.abort();
  } else if (!(error instanceof SeoNotAsked)) {
    seoOutage.failuresInRow = 0;
  }
}

// The frame's data is the same on every page: asked once per render thread, copied into each page's cache.
let sharedFrame: Promise<QueryClient> | null = null;

function frameData(): Promise<QueryClient> {
  sharedFrame ??= (async () => {
    // Quiet: a call that failed here is asked again by each page, which reports it.
    const client = createQueryClient({ retry: false, logErrors: false });
    await Promise.all(frameQueries().map((options) => client.query(options).catch(ignore)));
    return client;
  })();
  return sharedFrame;
}

async function startFrame(queryClient: QueryClient): Promise<void> {
  const frame = await frameData();
  const missing = frameQueries().filter((options) => {
    const { data, dataUpdatedAt } = frame.getQueryState(options.queryKey) ?? {};
    if (data === undefined) return true;
    queryClient.setQueryData(options.queryKey, data, { updatedAt: dataUpdatedAt });
    return false;
  });
  prefetch(queryClient, ...missing);
}

// A query no loader starts arrives only after a render; three passes cover data that depends on data.
const MAX_PASSES = 3;

const isSeoQuery = (query: Query) => {
  const [scope, kind] = query.queryKey as unknown[];
  return scope === siteQueries.all()[0] && kind === 'seo';
};

const unfetched = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  typeof query.options.queryFn === 'function' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/** Notes the queries a render reads: the page's state carries those and no more (the browser's first render reads the same). */
class ReadingCache extends QueryCache {
  readonly read = new Set<string>();
  readonly failures = new Map<string, string>();
  constructor(config?: QueryCacheConfig) {
    super({
      ...config,
      onError: (error, query) => {
        if (!isSeoQuery(query as Query)) this.failures.set(query.queryHash, describeFailure(error));
      },
    });
  }
  override build: QueryCache['build'] = (...args) => {
    const query = super.build(...args);
    this.read.add(query.queryHash);
    return query;
  };
}

/** The loaders' first-view queries: `staleTime: 'static'` records and infinite lists. */
function noteFirstView(queryClient: QueryClient, awaited: Map<string, 'record' | 'list'>): () => void {
  const { query, infiniteQuery } = queryClient;
  const noted = (kind: 'record' | 'list', options: { queryKey: readonly unknown[]; staleTime?: unknown }) => {
    if (kind === 'list' || options.staleTime === 'static') awaited.set(hashKey(options.queryKey), kind);
  };
  queryClient.query = ((options: Parameters<typeof query>[0]) => {
    noted('record', options);
    return query.call(queryClient, options);
  }) as typeof query;
  queryClient.infiniteQuery = ((options: Parameters<typeof infiniteQuery>[0]) => {
    noted('list', options);
    return infiniteQuery.call(queryClient, options);
  }) as typeof infiniteQuery;
  return () => Object.assign(queryClient, { query, infiniteQuery });
}

/** The page's own record: a failure here keeps it on the shell; any other failure is a section left empty. */
function ownRecords(path: string, awaited: Map<string, 'record' | 'list'>): Set<string> {
  if (path === '/') return new Set();
  const lists = [...awaited].filter(([, kind]) => kind === 'list').map(([hash]) => hash);
  return new Set(lists.length > 0 ? lists : awaited.keys());
}

function sectionName(query: Query, path: string): string {
  const slug = decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? '');
  return query.queryKey.filter((part): part is string => typeof part === 'string' && part !== slug).join(' ');
}

async function settle(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  while (queryClient.isFetching() > 0 && !signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Mirrors the browser's head decision (src/app/layout/page-head.tsx). */
function seoOutcome(queryClient: QueryClient, path: string): SeoOutcome {
  const state = queryClient.getQueryState(siteQueries.seo(path).queryKey);
  if (state?.error instanceof SeoNotAsked) return 'not asked';
  if (state?.status !== 'success') return 'failed';
  const data = state.data as { meta_title?: unknown; record?: unknown } | null | undefined;
  if (data && typeof data === 'object' && ('record' in data ? data.record : true)) return 'record';
  return 'no record';
}

class Abandoned extends Error {}

interface PageContext {
  queryClient: QueryClient;
}

const pageClient: LoaderClient = ({ context }) => (context as PageContext).queryClient;

// One route table and static handler per thread, which ranks the routes once: each page's loaders
// fill the query client its request's context names.
let table: { handler: StaticHandler; screens: Map<string, string> } | null = null;

function routeTable() {
  if (!table) {
    const routes = createRoutes(pageClient);
    const handler = createStaticHandler(routes);
    table = { handler, screens: screenSourcesById(routes, handler.dataRoutes) };
  }
  return table;
}

/**
 * Every answer is in the cache before this render, so nothing suspends and the synchronous render
 * writes the same HTML as React's prerender, for about a sixth less of a page's CPU (record 071).
 * A boundary that did suspend is written as its fallback and a `<template>`, which fails the page.
 */
const toHtml = (element: ReactNode): string => renderToString(element);

const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHead(html: string): { head: string; body: string } {
  const head = html.match(LEADING_HEAD_TAGS)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** Renders one path as the browser's first view; a page whose own data failed is not written. */
export async function renderPage(path: string, signal: AbortSignal = new AbortController().signal): Promise<RenderedPage> {
  // Requests are bounded and retried below the cache (src/lib/bounded-fetch.ts): no retry here.
  const queryClient = createQueryClient({ Cache: ReadingCache, retry: false });
  const abandon = () => void queryClient.cancelQueries().then(() => queryClient.clear());
  signal.addEventListener('abort', abandon, { once: true });
  try {
    return await render(path, queryClient, signal);
  } catch (error) {
    if (signal.aborted) return { path, ok: false, reason: 'abandoned' };
    throw error;
  } finally {
    signal.removeEventListener('abort', abandon);
  }
}

async function render(path: string, queryClient: QueryClient, signal: AbortSignal): Promise<RenderedPage> {
  const cache = queryClient.getQueryCache() as ReadingCache;
  const check = () => {
    if (signal.aborted) throw new Abandoned();
  };
  await startFrame(queryClient);
  check();
  const url = new URL(path, `${siteUrl()}/`);
  // Asked with the loaders' calls so the first render has every answer and is the only pass.
  prefetch(queryClient, seoLookup(url.pathname));
  const { handler, screens } = routeTable();
  const { query, dataRoutes } = handler;
  const awaited = new Map<string, 'record' | 'list'>();
  const stopNoting = noteFirstView(queryClient, awaited);
  const requestContext: PageContext = { queryClient };
  const context = await query(new Request(url, { signal }), { requestContext }).finally(stopNoting);
  check();
  const failures = () => [...cache.failures.values()].join('; ');
  if (context instanceof Response) return { path, ok: false, reason: `answered ${context.status}` };
  if (context.statusCode !== 200) {
    return { path, ok: false, reason: cache.failures.size > 0 ? failures() : `the route answered ${context.statusCode}` };
  }

  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    await settle(queryClient, signal);
    check();
    if (pass === 1) noteSeoLookup(queryClient, url.pathname);
    const router = createStaticRouter(dataRoutes, context);
    cache.read.clear();
    html = toHtml(
      // Same tree shape as src/main.tsx: useId derives ids from tree position, so a sibling more
      // or less would change every aria id between HTML and browser.
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
        <AnnounceInteractive />
      </StrictMode>,
    );
    const missing = queryClient.getQueryCache().findAll({ predicate: unfetched });
    if (missing.length === 0) break;
    if (pass === MAX_PASSES) return { path, ok: false, reason: `data still missing after ${pass} renders` };
    for (const pending of missing) void pending.fetch().catch(ignore);
  }

  check();
  const failed = queryClient.getQueryCache().findAll({ predicate: (item) => item.state.status === 'error' && !isSeoQuery(item) });
  const own = ownRecords(url.pathname, awaited);
  const ownFailed = failed.filter((item) => own.has(item.queryHash));
  if (ownFailed.length > 0) {
    return { path, ok: false, reason: ownFailed.map((item) => cache.failures.get(item.queryHash) ?? item.queryHash).join('; ') };
  }
  // Failed sections' error state goes into the page's state so hydration matches; retryOnMount asks again.
  const sections = [...new Set(failed.map((item) => sectionName(item, url.pathname)))].sort();
  const failedHashes = new Set(failed.map((item) => item.queryHash));
  if (/<script\b(?![^>]*type="application\/ld\+json")|<template\b/.test(html)) {
    return { path, ok: false, reason: 'the render wrote an inline script or left a boundary unfinished' };
  }

  const { head, body } = splitHead(html);
  const state = serializePrerenderState({
    path,
    renderedAt: renderClockTime(),
    siteUrl: siteUrl(),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        cache.read.has(query.queryHash) && (defaultShouldDehydrateQuery(query) || failedHashes.has(query.queryHash)),
    }),
  });
  const seo = seoOutcome(queryClient, path);
  queryClient.clear();
  const modules = context.matches.flatMap(({ route }) => screens.get(route.id) ?? []);
  return { path, ok: true, head, body, state, seo, modules, sections };
}
