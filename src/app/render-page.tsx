import { defaultShouldDehydrateQuery, dehydrate, QueryCache, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { adoptSiteUrl, siteUrl } from '@/lib/config';
import { adoptRenderClock, renderClockTime } from '@/lib/render-clock';
import { prefetchFrame } from './frame-data';
import { serializePrerenderState } from './prerender-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

/** A page the prerender writes, or the reason it stays on the shell. */
export type RenderedPage =
  | { path: string; ok: true; head: string; body: string; state: string }
  | { path: string; ok: false; reason: string };

/** Server only, used by src/entry-server.tsx. Demo builds name a site root (README, "Build"). */
export function configureRender(demoSiteUrl: string, renderedAt: number): void {
  if (!import.meta.env.VITE_SITE_URL?.trim()) adoptSiteUrl(demoSiteUrl);
  adoptRenderClock(renderedAt);
}

// A screen whose data arrives only once it has rendered (a query its loader does not start)
// needs another pass; three cover data that depends on data.
const MAX_PASSES = 3;

const ignore = () => undefined;

/** Queries the render asked for that nothing fetched (server renders run no effects). */
const unfetched = (query: Query) =>
  query.state.status === 'pending' &&
  query.state.fetchStatus === 'idle' &&
  typeof query.options.queryFn === 'function' &&
  (query.options as { enabled?: unknown }).enabled !== false;

/**
 * A query cache that notes the queries a render reads. The page's state carries those and no
 * more: the browser's first render reads the same ones, and what a loader only prefetched for
 * later is fetched by the browser when it is needed, not carried in every page.
 */
class ReadingCache extends QueryCache {
  readonly read = new Set<string>();
  override build: QueryCache['build'] = (...args) => {
    const query = super.build(...args);
    this.read.add(query.queryHash);
    return query;
  };
}

async function settle(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function toHtml(element: ReactNode): Promise<string> {
  // No progressive chunks: a finished Suspense boundary is written in place, never as a segment
  // with an inline script that swaps it in (the site runs under script-src 'self').
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

// What React 19 writes before the tree when it renders one: the hoisted <title>, <meta> and
// <link> tags of the page head (and image preloads). They belong in <head>.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHead(html: string): { head: string; body: string } {
  const head = html.match(LEADING_HEAD_TAGS)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * Renders one path as the browser's first view: the route's loaders awaited through the static
 * handler, every query the render asks for fetched, then the HTML, the head tags and the state
 * to hydrate from. A page whose data failed is not written: the shell serves it.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient({ Cache: ReadingCache });
  const cache = queryClient.getQueryCache() as ReadingCache;
  prefetchFrame(queryClient);
  const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient));
  const context = await query(new Request(new URL(path, `${siteUrl()}/`)));
  if (context instanceof Response) return { path, ok: false, reason: `answered ${context.status}` };
  if (context.statusCode !== 200) return { path, ok: false, reason: `the route answered ${context.statusCode}` };

  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    await settle(queryClient);
    const router = createStaticRouter(dataRoutes, context);
    cache.read.clear();
    html = await toHtml(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const missing = queryClient.getQueryCache().findAll({ predicate: unfetched });
    if (missing.length === 0) break;
    if (pass === MAX_PASSES) return { path, ok: false, reason: `data still missing after ${pass} renders` };
    for (const pending of missing) void pending.fetch().catch(ignore);
  }

  const failed = queryClient.getQueryCache().findAll({ predicate: (item) => item.state.status === 'error' });
  if (failed.length > 0) return { path, ok: false, reason: `failed: ${failed.map((item) => item.queryHash).join(', ')}` };
  if (/<script\b(?![^>]*type="application\/ld\+json")|<template\b/.test(html)) {
    return { path, ok: false, reason: 'the render wrote an inline script or a streamed segment' };
  }

  const { head, body } = splitHead(html);
  const state = serializePrerenderState({
    path,
    renderedAt: renderClockTime(),
    siteUrl: siteUrl(),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => cache.read.has(query.queryHash) && defaultShouldDehydrateQuery(query),
    }),
  });
  queryClient.clear();
  return { path, ok: true, head, body, state };
}
