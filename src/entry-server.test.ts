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
import { recordRequests } from '@/test/requests';
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
    const { pages } = await prerenderPages();
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
    const paths = (await prerenderPages()).pages.map((page) => page.path);
    expect(paths).toContain(`/applicant/${open.slug}`);
    expect(paths).toContain(`/applicant/${undated.slug}`);
    // A closed career keeps its detail page, which says it is closed; its form is not served.
    expect(paths).toContain(`/career/${closed.slug}`);
    expect(paths).not.toContain(`/applicant/${closed.slug}`);
  });

  it("date an article by its publication day and the terms by their latest document's, for the sitemap", async () => {
    const { pages } = await prerenderPages();
    const article = articles[0]!;
    expect(pages).toContainEqual({
      path: `/article/${article.article_slug}`,
      lastmod: article.created_at.slice(0, 10),
      detail: true,
    });
    const latestTerms = documentItems.map((item) => item.updated_at!.slice(0, 10)).sort().at(-1);
    expect(pages).toContainEqual({ path: '/terms-conditions', lastmod: latestTerms });
    expect(pages).toContainEqual({ path: '/about' });
  });

  it('pass over a record whose slug cannot be one path segment, naming its list and slug, and keep the rest', async () => {
    const [first, ...rest] = articles;
    const hostile = ['../../x', '', '.', '..', 'a/b', 'a\\b', 'a%2Fb', 'a%2fb', 'nul%00', 'line\nbreak', 'x'.repeat(300)];
    server.use(
      http.get(api('/article'), () =>
        HttpResponse.json({
          articles: [first, ...hostile.map((slug) => ({ ...first, article_slug: slug })), ...rest],
          meta: { nextPage: null },
        }),
      ),
    );
    const { pages, notes } = await prerenderPages();
    const paths = pages.map((page) => page.path);
    for (const article of articles) expect(paths).toContain(`/article/${encodeURIComponent(article.article_slug)}`);
    expect(paths.filter((path) => path.startsWith('/article/'))).toHaveLength(articles.length);
    // One line per record, each naming the list and the slug.
    expect(notes).toHaveLength(hostile.length);
    expect(notes[0]).toBe('/article: slug "../../x" passed over (a separator or control character)');
    expect(notes).toContain('/article: slug "" passed over (empty)');
    expect(notes).toContain('/article: slug "a%2Fb" passed over (a percent-encoded separator or control character)');
    expect(notes.at(-1)).toMatch(/^\/article: slug "x{80}…" passed over \(longer than 200 bytes\)$/);
  });

  it('name a page with one encoding: a slug with spaces, percent signs or letters beyond ASCII is encoded once', async () => {
    const [first] = articles;
    server.use(
      http.get(api('/article'), () =>
        HttpResponse.json({ articles: [{ ...first, article_slug: 'diskon 50% café' }], meta: { nextPage: null } }),
      ),
    );
    const paths = (await prerenderPages()).pages.map((page) => page.path);
    expect(paths).toContain('/article/diskon%2050%25%20caf%C3%A9');
  });

  it('read each list in pages of 100, following the next page the API names', async () => {
    const requests = recordRequests();
    await prerenderPages().finally(requests.stop);
    const asked = ['/article', '/promotion', '/medical-device'].flatMap((path) => requests.to(path)).map(({ url }) => `${url.pathname}${url.search}`);
    expect(asked.map((url) => url.replace(/^.*?\/api/, '/api')).sort()).toEqual([
      '/api/article?search=&page=1&pagination=100',
      '/api/medical-device?search=&page=1&pagination=100',
      '/api/promotion?search=&page=1&pagination=100',
    ]);
  });

  it('stop a list that never ends at its bound, and say so', async () => {
    const [first] = promotions;
    server.use(
      http.get(api('/promotion'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          data: { promotions: [{ ...first, slug: `promo-${page}` }], meta: { nextPage: page + 1 } },
        });
      }),
    );
    const { pages, notes } = await prerenderPages();
    expect(pages.filter((page) => page.path.startsWith('/promotion/'))).toHaveLength(500);
    expect(notes).toEqual(['/promotion stopped at page 500: the API still named a next page']);
  });

  it('are not listed when a list cannot be read: the build stops instead of publishing a partial site', async () => {
    server.use(http.get(api('/medical-device'), () => HttpResponse.error()));
    await expect(prerenderPages()).rejects.toThrow();
  });
});
