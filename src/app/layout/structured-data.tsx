import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { siteQueries } from '@/api/site/site.queries';
import { siteUrl } from '@/lib/config';
import { usePageRecord, useRouteFlags } from '../route-handle';
import { serializeJsonLd, type JsonLd } from '../seo/json-ld';
import { providerJsonLd } from '../seo/provider';
import { breadcrumbJsonLd } from '../seo/structured-data';

/** The JSON is escaped so that API text ('</script>', '<!--') stays inside the element. */
export function StructuredData({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      // eslint-disable-next-line no-restricted-syntax -- JSON, not HTML: serializeJsonLd escapes every '<'
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

function useProviderJsonLd(enabled: boolean, description: string): JsonLd | null {
  const contact = useQuery({ ...siteQueries.contact(), enabled });
  const branches = useQuery({ ...siteQueries.branches(), enabled });
  if (!enabled || contact.isPending || branches.isPending) return null;
  return providerJsonLd({
    contact: contact.data ?? null,
    branches: branches.data ?? [],
    description,
    site: siteUrl(),
  });
}

/** Built from the route and the query cache only, so the HTML and the hydrating browser render the same. */
export function PageStructuredData({ description }: { description: string }) {
  const { pathname } = useLocation();
  const flags = useRouteFlags();
  const record = usePageRecord();
  const provider = useProviderJsonLd(Boolean(flags.provider), description);
  const site = siteUrl();
  const page = { url: `${site}${pathname}`, site };

  const entities: JsonLd[] = [];
  if (provider) entities.push(provider);
  if (record.source && record.data !== undefined && record.data !== null) {
    const own = record.source.structuredData?.(record.data, page);
    if (own) entities.push(own);
    const title = record.meta?.title?.trim();
    if (flags.parent && title) {
      entities.push(breadcrumbJsonLd([{ name: 'Beranda', path: '/' }, flags.parent, { name: title, path: pathname }], site));
    }
  }
  return entities.map((entity) => <StructuredData key={entity['@type']} data={entity} />);
}
