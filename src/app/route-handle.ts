import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMatches, type Params } from 'react-router';
import type { Seo } from '@/api/shared.schemas';
import type { JsonLd } from './seo/json-ld';
import type { Crumb } from './seo/structured-data';

/** Search-engine metadata of a page: the API's `Seo` record. */
export type PageSeo = Seo;

/** What a detail record tells the frame about its page. */
export interface RecordMeta {
  /** The response's own metadata (services, devices): it wins over the record looked up by path. */
  seo?: PageSeo | null;
  title?: string | null;
  /** Plain text; the head uses its first 155 characters or so as the description. */
  text?: string | null;
  image?: string | null;
  /** The chat widget's prefilled text on this page. */
  chat?: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- a record of any shape */
export interface PageRecord {
  query: UseQueryOptions<any, any, any, any>;
  meta: (data: any) => RecordMeta;
  /** The record's own schema.org entity (an Article, a Product); the frame adds the breadcrumb. */
  structuredData?: (data: any, page: { url: string; site: string }) => JsonLd | null;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A route's `handle`, written in the route table so it exists at the first render (a handle
 * inside a lazy module would not). `record` names the query that describes the page.
 */
export interface RouteHandle {
  record?: (params: Params) => PageRecord;
  /** The list a detail belongs to: its BreadcrumbList reads Beranda > this list > the record's title. */
  parent?: Crumb;
  /** The page that describes the provider itself (home): it carries the business's JSON-LD. */
  provider?: true;
  /** The not-found screen: robots noindex instead of 'index, follow'. */
  notFound?: true;
}

const idle = { queryKey: ['route-record', 'none'], queryFn: skipToken } as const;

/**
 * What the deepest matched route says about its page, read at render time: the head and the
 * chat widget learn from the route table and the query cache, never from a screen's effects.
 */
export function usePageRecord(): { meta: RecordMeta | null; pending: boolean; data: unknown; source: PageRecord | null } {
  const matches = useMatches();
  let source: PageRecord | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.record) source = handle.record(match.params);
  }
  const { data, isPending } = useQuery<unknown, Error, unknown, QueryKey>(source?.query ?? idle);
  return {
    meta: source && data !== undefined ? source.meta(data) : null,
    pending: Boolean(source) && isPending,
    data: source ? data : undefined,
    source: source ?? null,
  };
}

/** The flags of the matched routes' handles, the deepest route's winning. */
export function useRouteFlags(): Pick<RouteHandle, 'parent' | 'provider' | 'notFound'> {
  const flags: Pick<RouteHandle, 'parent' | 'provider' | 'notFound'> = {};
  for (const match of useMatches()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.parent) flags.parent = handle.parent;
    if (handle?.provider) flags.provider = true;
    if (handle?.notFound) flags.notFound = true;
  }
  return flags;
}
