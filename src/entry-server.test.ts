// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { careers } from '@mocks/data/careers';
import { devices } from '@mocks/data/devices';
import { documentItems } from '@mocks/data/documents';
import { promotions } from '@mocks/data/promotions';
import { services } from '@mocks/data/services';
import { server } from '@mocks/node';
import { prerenderPages } from './entry-server';

const STATIC_PAGES = [
  '/',
  '/service',
  '/about',
  '/contact',
  '/faq',
  '/terms-conditions',
  '/privacy-policy-mobile',
  '/article',
  '/promotion',
  '/medical-device',
  '/career',
  '/reservation',
  '/partner',
  '/validation-document',
];

describe('the pages to prerender', () => {
  it('are the content pages, the forms and every detail the list APIs return, on every page of each list', async () => {
    const pages = await prerenderPages();
    const paths = pages.map((page) => page.path);

    expect(paths.slice(0, STATIC_PAGES.length)).toEqual(STATIC_PAGES);
    expect(paths.slice(STATIC_PAGES.length).sort()).toEqual(
      [
        ...services.map((service) => `/service/${service.slug}`),
        ...articles.map((article) => `/article/${article.article_slug}`),
        ...promotions.map((promotion) => `/promotion/${promotion.slug}`),
        ...devices.map((device) => `/medical-device/${device.slug}`),
        ...careers.map((career) => `/career/${career.slug}`),
        // The demo's careers are all open (a deadline days ahead, or none).
        ...careers.map((career) => `/applicant/${career.slug}`),
      ].sort(),
    );
    // The demo lists span several pages (8 articles, 4 promotions a page): the last ones count.
    expect(paths).toContain(`/article/${articles.at(-1)!.article_slug}`);
    expect(paths).toContain(`/promotion/${promotions.at(-1)!.slug}`);
  });

  it("list an open career's application form and leave a closed one's to the shell", async () => {
    const open = careers[0]!;
    const closed = { ...careers[1]!, slug: 'perawat-ditutup', deadline: '2020-01-31' };
    const undated = careers.find((career) => career.deadline === null)!;
    server.use(
      http.get(api('/career'), () =>
        HttpResponse.json({ data: [open, closed, undated] }),
      ),
    );
    const paths = (await prerenderPages()).map((page) => page.path);
    expect(paths).toContain(`/applicant/${open.slug}`);
    expect(paths).toContain(`/applicant/${undated.slug}`);
    // A closed career keeps its detail page, which says it is closed; its form is not served.
    expect(paths).toContain(`/career/${closed.slug}`);
    expect(paths).not.toContain(`/applicant/${closed.slug}`);
  });

  it("date an article by its publication day and the terms by their latest document's, for the sitemap", async () => {
    const pages = await prerenderPages();
    const article = articles[0]!;
    expect(pages).toContainEqual({
      path: `/article/${article.article_slug}`,
      lastmod: article.created_at.slice(0, 10),
    });
    const latestTerms = documentItems.map((item) => item.updated_at!.slice(0, 10)).sort().at(-1);
    expect(pages).toContainEqual({ path: '/terms-conditions', lastmod: latestTerms });
    expect(pages).toContainEqual({ path: '/about' });
  });

  it('are not listed when a list cannot be read: the build stops instead of publishing a partial site', async () => {
    server.use(http.get(api('/medical-device'), () => HttpResponse.error()));
    await expect(prerenderPages()).rejects.toThrow();
  });
});
