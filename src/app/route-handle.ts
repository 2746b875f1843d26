import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMatches, type Params } from 'react-router';
import type { Seo } from '@/api/shared.schemas';
import type { JsonLd } from './seo/json-ld';
import type { Crumb } from './seo/structured-data';

export type PageSeo = Seo;

export interface RecordMeta {
  /** The response's own metadata (services, devices) wins over the record looked up by path. */
  seo?: PageSeo | null;
  title?: string | null;
  /** The head uses its first 155 characters or so as the description. */
  text?: string | null;
  image?: string | null;
  chat?: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- a record of any shape */
export interface PageRecord {
  query: UseQueryOptions<any, any, any, any>;
  meta: (data: any) => RecordMeta;
  structuredData?: (data: any, page: { url: string; site: string }) => JsonLd | null;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Written in the route table so it exists at the first render (a handle inside a lazy module would not). */
export interface RouteHandle {
  record?: (params: Params) => PageRecord;
  parent?: Crumb;
  provider?: true;
  notFound?: true;
}

const idle = { queryKey: ['route-record', 'none'], queryFn: skipToken } as const;

/** The head and the chat widget learn from the route table and the query cache, never from a screen's effects. */
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
