import type { Article } from '@/api/articles/articles.schemas';
import type { Device } from '@/api/devices/devices.schemas';
import { BRAND_NAME } from '@/lib/brand';
import { htmlExcerpt } from '@/lib/format';
import { imageList, isoDateTime, SCHEMA_ORG, type JsonLd } from './json-ld';

// Checked against Google's structured-data documentation; every URL is absolute on `site`.

export interface Crumb {
  name: string;
  path: string;
}

const nonEmpty = <T>(list: T[]) => (list.length ? list : undefined);

const onSite = (path: string, site: string) => new URL(path, `${site}/`).href;

/** https://developers.google.com/search/docs/appearance/structured-data/breadcrumb */
export function breadcrumbJsonLd(crumbs: Crumb[], site: string): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: onSite(crumb.path, site),
    })),
  };
}

export function providerReference(site: string) {
  return { '@type': 'Organization', name: BRAND_NAME, url: `${site}/` };
}

/** https://developers.google.com/search/docs/appearance/structured-data/article: datePublished carries a zone. */
export function articleJsonLd(article: Article, pageUrl: string, site: string): JsonLd {
  const creator = article.article_creator?.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    mainEntityOfPage: pageUrl,
    headline: article.article_title.trim(),
    description: htmlExcerpt(article.article_description) ?? undefined,
    image: nonEmpty(imageList([article.article_image], site)),
    datePublished: isoDateTime(article.created_at) ?? undefined,
    // The API names the writer as text; an article without one is the provider's own.
    author: creator ? { '@type': 'Person', name: creator } : providerReference(site),
    publisher: providerReference(site),
  };
}

const DESCRIPTION_MAX = 5000;

/** https://developers.google.com/search/docs/appearance/structured-data/product-snippet: null without a price. */
export function deviceJsonLd(device: Device, pageUrl: string, site: string): JsonLd | null {
  const prices = device.display_medical_device_periods.map((period) => period.price).filter(Number.isFinite);
  const offers = prices.length
    ? {
        '@type': 'AggregateOffer',
        priceCurrency: 'IDR',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: prices.length,
      }
    : device.start_price !== null
      ? { '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: device.start_price }
      : null;
  if (!offers) return null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    url: pageUrl,
    name: device.title.trim(),
    description: htmlExcerpt(device.description, DESCRIPTION_MAX) ?? undefined,
    image: nonEmpty(imageList([device.thumbnail, ...device.display_medical_device_photos.map((photo) => photo.photo)], site)),
    offers,
  };
}
