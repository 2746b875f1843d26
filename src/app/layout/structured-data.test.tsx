import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { careers } from '@mocks/data/careers';
import { devices } from '@mocks/data/devices';
import { promotions } from '@mocks/data/promotions';
import { services } from '@mocks/data/services';
import { branches } from '@mocks/data/site';
import { server } from '@mocks/node';
import { siteUrl } from '@/lib/config';
import { renderApp } from '@/test/render-app';
import { StructuredData } from './structured-data';

const SLOW = { timeout: 10_000 };

type Entity = Record<string, unknown> & { '@type': string };

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
const entities = () => scripts().map((script) => JSON.parse(script.textContent ?? '') as Entity);
const entity = (type: string) => entities().find((item) => item['@type'] === type);

/** The page's JSON-LD once the record (and what it waits for) has arrived. */
async function jsonLdTypes(expected: string[]) {
  await waitFor(() => expect(entities().map((item) => item['@type']).sort()).toEqual([...expected].sort()), SLOW);
}

/** Names and URLs of the breadcrumb's items. */
function trail() {
  const list = entity('BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[];
  return list.map(({ position, name, item }) => [position, name, item]);
}

describe('structured data of the pages', () => {
  it('home: the provider as a MedicalBusiness with its contact and every branch', async () => {
    renderApp('/');
    await jsonLdTypes(['MedicalBusiness']);
    const provider = entity('MedicalBusiness')!;
    expect(provider).toMatchObject({ name: 'Rawatin', url: `${siteUrl()}/`, telephone: '+622150917788' });
    expect(provider.sameAs).toContain('https://www.instagram.com/rawatin.id');
    expect((provider.department as { name: string }[]).map((branch) => branch.name)).toEqual(branches.map((branch) => branch.title));
  });

  it('article detail: an Article and the breadcrumb Beranda > Artikel > its title', async () => {
    const article = articles[0]!;
    renderApp(`/article/${article.article_slug}`);
    await jsonLdTypes(['Article', 'BreadcrumbList']);
    expect(entity('Article')).toMatchObject({
      headline: article.article_title,
      author: { '@type': 'Person', name: article.article_creator },
      datePublished: article.created_at,
      image: [new URL(article.article_image, `${siteUrl()}/`).href],
    });
    expect(trail()).toEqual([
      [1, 'Beranda', `${siteUrl()}/`],
      [2, 'Artikel', `${siteUrl()}/article`],
      [3, article.article_title, `${siteUrl()}/article/${article.article_slug}`],
    ]);
  });

  it('device detail: a Product with an IDR AggregateOffer from the lowest period price', async () => {
    const device = devices[0]!;
    const prices = device.display_medical_device_periods.map((period) => Number(period.price));
    renderApp(`/medical-device/${device.slug}`);
    await jsonLdTypes(['Product', 'BreadcrumbList']);
    expect(entity('Product')).toMatchObject({
      name: device.title,
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'IDR',
        lowPrice: Math.min(...prices),
        highPrice: Math.max(...prices),
        offerCount: prices.length,
      },
    });
    expect(trail()[1]).toEqual([2, 'Sewa Alat Kesehatan', `${siteUrl()}/medical-device`]);
    expect(trail()[2]).toEqual([3, device.title, `${siteUrl()}/medical-device/${device.slug}`]);
  });

  it('career detail: only the breadcrumb, no JobPosting (the record has no datePosted)', async () => {
    const career = careers[0]!;
    renderApp(`/career/${career.slug}`);
    await jsonLdTypes(['BreadcrumbList']);
    expect(trail()).toEqual([
      [1, 'Beranda', `${siteUrl()}/`],
      [2, 'Karir', `${siteUrl()}/career`],
      [3, career.position, `${siteUrl()}/career/${career.slug}`],
    ]);
  });

  it.each([
    ['service', `/service/${services[0]!.slug}`, 'Layanan', '/service', services[0]!.name],
    ['promotion', `/promotion/${promotions[0]!.slug}`, 'Promosi', '/promotion', promotions[0]!.title],
  ])('%s detail: the breadcrumb Beranda > list > record', async (_, path, listName, listPath, name) => {
    renderApp(path);
    await jsonLdTypes(['BreadcrumbList']);
    expect(trail()).toEqual([
      [1, 'Beranda', `${siteUrl()}/`],
      [2, listName, `${siteUrl()}${listPath}`],
      [3, name, `${siteUrl()}${path}`],
    ]);
  });

  it("leaving a detail for its list takes the detail's JSON-LD away: a list carries none", async () => {
    const { router } = renderApp(`/article/${articles[0]!.article_slug}`);
    await jsonLdTypes(['Article', 'BreadcrumbList']);
    await act(() => router.navigate('/article'));
    await screen.findByRole('heading', { level: 1, name: 'Artikel' }, SLOW);
    expect(scripts()).toHaveLength(0);
  });
});

const HOSTILE = 'Tips </script><script>window.__pwned = true</script><!-- <b>tebal</b> & "kutip"';

describe('hostile text in a record', () => {
  it('stays inside the JSON-LD script of the page', async () => {
    const article = articles[0]!;
    server.use(
      http.get(api('/article/:slug'), () =>
        HttpResponse.json({ article: { ...article, article_title: HOSTILE, article_creator: HOSTILE }, related_article: [] }),
      ),
    );
    renderApp(`/article/${article.article_slug}`);
    await jsonLdTypes(['Article', 'BreadcrumbList']);
    for (const script of scripts()) expect(script.innerHTML).not.toMatch(/[<>]/);
    expect(entity('Article')).toMatchObject({ headline: HOSTILE, author: { name: HOSTILE } });
    expect(trail()[2]![1]).toBe(HOSTILE);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('cannot close the script in the server-rendered HTML', () => {
    const html = renderToString(<StructuredData data={{ '@context': 'https://schema.org', '@type': 'Article', headline: HOSTILE }} />);
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
    const found = parsed.querySelectorAll('script');
    expect(found).toHaveLength(1);
    expect(parsed.body.children).toHaveLength(1);
    expect(JSON.parse(found[0]!.textContent ?? '').headline).toBe(HOSTILE);
  });
});
