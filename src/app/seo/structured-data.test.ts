// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Article } from '@/api/articles/articles.schemas';
import type { Device } from '@/api/devices/devices.schemas';
import { BRAND_NAME } from '@/lib/brand';
import type { CleanHtml } from '@/lib/clean-html';
import { GOOGLE, missingProperties } from './google-properties.test-helper';
import { articleJsonLd, breadcrumbJsonLd, deviceJsonLd } from './structured-data';

const site = 'https://rawatin.example';

const article: Article = {
  article_title: 'Cara Merawat Lansia',
  article_slug: 'cara-merawat-lansia',
  article_image: '/demo/articles/lansia.svg',
  article_type: 'Tips',
  article_creator: 'Ns. Rina Marlina, S.Kep',
  article_priority: 10,
  // Records as the API's answer is read: their HTML sanitized.
  article_description: '<p>Merawat lansia di rumah butuh <strong>kesabaran</strong> dan waktu.</p>' as CleanHtml,
  created_at: '2026-03-18 08:30:00',
  comments_count: 0,
};

const device: Device = {
  slug: 'kursi-roda',
  title: 'Kursi Roda Standar',
  thumbnail: '/demo/devices/kursi-roda.svg',
  start_price: 25000,
  description: '<p>Kursi roda lipat.</p>' as CleanHtml,
  display_medical_device_photos: [{ photo: '/demo/devices/kursi-roda-2.svg' }],
  display_medical_device_periods: [
    { sequence: 2, period: 'Mingguan', price: 150000 },
    { sequence: 1, period: 'Harian', price: 25000 },
    { sequence: 3, period: 'Bulanan', price: 450000 },
  ],
};

describe('articleJsonLd', () => {
  it("carries every property Google's Article documentation recommends", () => {
    const entity = articleJsonLd(article, `${site}/article/cara-merawat-lansia`, site);
    expect(entity['@type']).toBe('Article');
    expect(missingProperties(entity, GOOGLE.article)).toEqual([]);
    expect(entity).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Cara Merawat Lansia',
      description: 'Merawat lansia di rumah butuh kesabaran dan waktu.',
      image: [`${site}/demo/articles/lansia.svg`],
      // The API's date has no zone: it is the provider's clock.
      datePublished: '2026-03-18T08:30:00+07:00',
      author: { '@type': 'Person', name: 'Ns. Rina Marlina, S.Kep' },
      publisher: { '@type': 'Organization', name: BRAND_NAME, url: `${site}/` },
      mainEntityOfPage: `${site}/article/cara-merawat-lansia`,
    });
  });

  it('keeps a zone the API gives', () => {
    expect(articleJsonLd({ ...article, created_at: '2026-03-18T08:30:00.000Z' }, site, site).datePublished).toBe(
      '2026-03-18T08:30:00.000Z',
    );
  });

  it('names the provider as author when the article has no writer, and leaves out what is unknown', () => {
    const entity = articleJsonLd({ ...article, article_creator: ' ', article_image: null, created_at: 'kemarin' }, site, site);
    expect(entity.author).toEqual({ '@type': 'Organization', name: BRAND_NAME, url: `${site}/` });
    expect(entity).not.toHaveProperty('image', expect.anything());
    expect(entity).not.toHaveProperty('datePublished', expect.anything());
  });
});

describe('deviceJsonLd', () => {
  it('is a Product with an IDR AggregateOffer over the rental periods', () => {
    const entity = deviceJsonLd(device, `${site}/medical-device/kursi-roda`, site)!;
    expect(entity['@type']).toBe('Product');
    expect(missingProperties(entity, GOOGLE.product)).toEqual([]);
    expect(missingProperties(entity.offers, GOOGLE.aggregateOffer)).toEqual([]);
    expect(entity).toMatchObject({
      name: 'Kursi Roda Standar',
      description: 'Kursi roda lipat.',
      image: [`${site}/demo/devices/kursi-roda.svg`, `${site}/demo/devices/kursi-roda-2.svg`],
      offers: { '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: 25000, highPrice: 450000, offerCount: 3 },
    });
  });

  it('falls back to the start price when the device lists no period', () => {
    const entity = deviceJsonLd({ ...device, display_medical_device_periods: [] }, site, site)!;
    expect(entity.offers).toEqual({ '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: 25000 });
    expect(missingProperties(entity.offers, { required: GOOGLE.aggregateOffer.required, recommended: [] })).toEqual([]);
  });

  it('is left out when the device has no price at all (a Product needs an offer, a review or a rating)', () => {
    expect(deviceJsonLd({ ...device, start_price: null, display_medical_device_periods: [] }, site, site)).toBeNull();
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs in order with absolute URLs on the site', () => {
    const entity = breadcrumbJsonLd(
      [
        { name: 'Beranda', path: '/' },
        { name: 'Artikel', path: '/article' },
        { name: 'Cara Merawat Lansia', path: '/article/cara-merawat-lansia' },
      ],
      site,
    );
    expect(missingProperties(entity, GOOGLE.breadcrumb)).toEqual([]);
    expect(missingProperties(entity.itemListElement, GOOGLE.listItem)).toEqual([]);
    expect(entity).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Beranda', item: `${site}/` },
        { '@type': 'ListItem', position: 2, name: 'Artikel', item: `${site}/article` },
        { '@type': 'ListItem', position: 3, name: 'Cara Merawat Lansia', item: `${site}/article/cara-merawat-lansia` },
      ],
    });
  });
});
