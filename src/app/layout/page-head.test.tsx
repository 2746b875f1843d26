import { act, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { api } from '@mocks/api-url';
import { SEO_NOT_FOUND, seoPages } from '@mocks/data/seo';
import { SEO_FETCH_FAILED } from '@/api/site/seo-lookup';
import { BRAND_NAME } from '@/lib/brand';
import { siteUrl } from '@/lib/config';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';
import { DEFAULT_SEO, withDefaultHead } from '../seo/default-head';
import { lastSeoError } from './page-head';

const headMeta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
// The first visit of a screen also loads its lazy module.
const SLOW = { timeout: 10_000 };

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

/** What the API answers for a path without a metadata record. */
const noRecord = (message = 'Data SEO tidak ditemukan.') => HttpResponse.json({ message }, { status: 404 });

/** The first demo article with another image, its path answered without a metadata record. */
async function articleWithImage(image: string, seoMessage: string) {
  const { articles } = await import('@mocks/data/articles');
  const article = { ...articles[0]!, article_image: image };
  server.use(
    http.get(api('/seo'), () => noRecord(seoMessage)),
    http.get(api(`/article/${article.article_slug}`), () => HttpResponse.json({ article, related_article: [] })),
  );
  return article;
}

/** The log of a failed metadata query (src/app/query-client.ts). */
const SEO_QUERY_LOG = '[query ["site","seo",';

describe('page head', () => {
  it('uses the metadata record of the current path, and the fixed tags', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(seoPages['/'].meta_title), SLOW);
    expect(headMeta('meta[name="description"]')).toBe(seoPages['/'].meta_description);
    expect(headMeta('meta[name="keywords"]')).toBe(seoPages['/'].meta_keyword);
    expect(canonical()).toBe(`${siteUrl()}/`);
    expect(headMeta('meta[property="og:title"]')).toBe(seoPages['/'].meta_title);
    expect(headMeta('meta[property="og:url"]')).toBe(`${siteUrl()}/`);

    expect(headMeta('meta[name="author"]')).toBe(BRAND_NAME);
    expect(headMeta('meta[name="language"]')).toBe('id');
    expect(headMeta('meta[name="country"]')).toBe('id');
    expect(headMeta('meta[name="copyright"]')).toBe('2024');
    expect(headMeta('meta[name="robots"]')).toBe('index, follow');
    expect(headMeta('meta[name="revisit-after"]')).toBe('1 days');
    expect(headMeta('meta[http-equiv="content-language"]')).toBe('EN, ID');
    expect(headMeta('meta[property="og:type"]')).toBe('article');
    // A raster share image (not the SVG favicon): WhatsApp and
    // Facebook show no SVG in a link preview.
    expect(headMeta('meta[property="og:image"]')).toBe(`${siteUrl()}/og-default.png`);
    expect(headMeta('meta[property="og:image:width"]')).toBe('650');
    expect(headMeta('meta[property="og:image:height"]')).toBe('366');
    expect(headMeta('meta[property="og:image:type"]')).toBe('image/png');
  });

  it('asks GET /seo for the site root plus the path, again on every path change', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/halaman-tanpa-seo');
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(document.title).toBe(seoPages['/faq'].meta_title), SLOW);

    expect(requests.to('/seo').map((request) => request.url.searchParams.get('url'))).toEqual([
      `${siteUrl()}/halaman-tanpa-seo`,
      `${siteUrl()}/faq`,
    ]);
  });

  it('renders nothing for the head while the record loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(api('/seo'), async () => (await gate, noRecord())));
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Menu utama' }, SLOW);
    expect(document.head.querySelector('title')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();

    release();
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
  });

  it('keeps the defaults, stores the server message and logs the failure when the call fails', async () => {
    const logged = expectConsoleError(SEO_QUERY_LOG);
    server.use(http.get(api('/seo'), () => HttpResponse.json({ message: 'SEO sedang gangguan' }, { status: 500 })));
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    expect(document.title).toContain(BRAND_NAME);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);
    expect(headMeta('meta[name="keywords"]')).toBe(DEFAULT_SEO.keywords);
    expect(headMeta('meta[property="og:url"]')).toBe(`${siteUrl()}/`);
    expect(canonical()).toBe(`${siteUrl()}/`);
    await waitFor(() => expect(lastSeoError).toBe('SEO sedang gangguan'), SLOW);
    expect(logged).toHaveBeenCalledWith('[query ["site","seo","/"]]', expect.any(HTTPError));
  });

  it('stores a fixed message when the failure carries none', async () => {
    const logged = expectConsoleError(SEO_QUERY_LOG);
    server.use(http.get(api('/seo'), () => new HttpResponse('Bad gateway', { status: 502 })));
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    await waitFor(() => expect(lastSeoError).toBe(SEO_FETCH_FAILED), SLOW);
    expect(logged).toHaveBeenCalled();
  });

  it('takes a path without a record (404) as an answer: the defaults stay, its message is stored, nothing is logged', async () => {
    server.use(http.get(api('/seo'), () => noRecord('Tidak ada data SEO untuk halaman ini')));
    renderApp('/');
    await waitFor(() => expect(lastSeoError).toBe('Tidak ada data SEO untuk halaman ini'), SLOW);
    expect(document.title).toBe(DEFAULT_SEO.title);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);
    expect(canonical()).toBe(`${siteUrl()}/`);
  });

  it('stores the fixed message for a 404 without one', async () => {
    server.use(http.get(api('/seo'), () => new HttpResponse('Not Found', { status: 404 })));
    renderApp('/halaman-tanpa-seo');
    await waitFor(() => expect(lastSeoError).toBe(SEO_FETCH_FAILED), SLOW);
    expect(document.title).toBe(DEFAULT_SEO.title);
  });

  it('forgets the stored message once a path has a record again', async () => {
    const { router } = renderApp('/halaman-tanpa-seo');
    await waitFor(() => expect(lastSeoError).toBe(SEO_NOT_FOUND), SLOW);
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(document.title).toBe(seoPages['/faq'].meta_title), SLOW);
    expect(lastSeoError).toBeNull();
  });

  it('falls back to the defaults field by field', async () => {
    server.use(
      http.get(api('/seo'), () =>
        HttpResponse.json({ data: { url: null, meta_title: 'Judul Saja', meta_description: '', meta_keyword: null } }),
      ),
    );
    renderApp('/about');
    await waitFor(() => expect(document.title).toBe('Judul Saja'), SLOW);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);
    expect(headMeta('meta[name="keywords"]')).toBe(DEFAULT_SEO.keywords);
    expect(canonical()).toBe(`${siteUrl()}/about`);
    expect(headMeta('meta[property="og:url"]')).toBe(`${siteUrl()}/about`);
  });

  it('makes a record url given as a path absolute on the site root', async () => {
    server.use(
      http.get(api('/seo'), () =>
        HttpResponse.json({ data: { url: '/about', meta_title: 'Tentang', meta_description: null, meta_keyword: null } }),
      ),
    );
    renderApp('/about');
    await waitFor(() => expect(document.title).toBe('Tentang'), SLOW);
    expect(canonical()).toBe(`${siteUrl()}/about`);
    expect(headMeta('meta[property="og:url"]')).toBe(`${siteUrl()}/about`);
  });

  it('ignores a record url that is not a web address', async () => {
    server.use(
      http.get(api('/seo'), () =>
        HttpResponse.json({ data: { url: 'javascript:alert(1)', meta_title: 'Tentang', meta_description: null, meta_keyword: null } }),
      ),
    );
    renderApp('/about');
    await waitFor(() => expect(document.title).toBe('Tentang'), SLOW);
    expect(canonical()).toBe(`${siteUrl()}/about`);
    expect(headMeta('meta[property="og:url"]')).toBe(`${siteUrl()}/about`);
  });
});

describe('page head from the route', () => {
  it('keeps a title while the next path\'s record loads after a navigation', async () => {
    const { router } = renderApp('/faq');
    await waitFor(() => expect(document.title).toBe(seoPages['/faq'].meta_title), SLOW);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(api('/seo'), async () => (await gate, noRecord())));

    await act(() => router.navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Kontak' }, SLOW);
    expect(document.title).toBe(DEFAULT_SEO.title);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    release();
  });

  it('prefers a service response\'s own seo over the record for its path, until the route changes', async () => {
    const { services, serviceSeo } = await import('@mocks/data/services');
    const service = services[0]!;
    const seo = serviceSeo(service);
    server.use(
      http.get(api('/seo'), () =>
        HttpResponse.json({ data: { url: null, meta_title: 'Dari Server', meta_description: null, meta_keyword: null } }),
      ),
    );
    const { router } = renderApp(`/service/${service.slug}`);
    await waitFor(() => expect(document.title).toBe(seo.meta_title), SLOW);
    expect(canonical()).toBe(new URL(seo.url!, `${siteUrl()}/`).href);

    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Dari Server'), SLOW);
  });

  it('gives an article its own title, description and image where its path has no record', async () => {
    // A photo named by its path on the API's host, as the provider's records name them.
    const article = await articleWithImage('/media/artikel/lansia.jpg', 'Artikel tanpa data SEO');
    renderApp(`/article/${article.article_slug}`);
    await waitFor(() => expect(document.title).toBe(article.article_title), SLOW);
    await waitFor(() => expect(lastSeoError).toBe('Artikel tanpa data SEO'), SLOW);
    const description = headMeta('meta[name="description"]')!;
    expect(description.length).toBeLessThanOrEqual(156);
    expect(description.length).toBeGreaterThan(40);
    expect(headMeta('meta[property="og:title"]')).toBe(article.article_title);
    expect(headMeta('meta[property="og:image"]')).toBe(`${siteUrl()}/media/artikel/lansia.jpg`);
    expect(headMeta('meta[property="og:image:width"]')).toBeUndefined();
    expect(headMeta('meta[property="og:image:height"]')).toBeUndefined();
    expect(headMeta('meta[property="og:image:type"]')).toBeUndefined();
  });

  it("shares the site's own picture, with its size, where an article's image is an SVG", async () => {
    const image = 'https://cdn.example.id/artikel/Gambar.SVG?v=2';
    const article = await articleWithImage(image, 'Data SEO tidak ditemukan.');
    renderApp(`/article/${article.article_slug}`);
    await waitFor(() => expect(document.title).toBe(article.article_title), SLOW);
    await waitFor(() => expect(lastSeoError).toBe('Data SEO tidak ditemukan.'), SLOW);
    expect(headMeta('meta[property="og:image"]')).toBe(`${siteUrl()}/og-default.png`);
    expect(headMeta('meta[property="og:image:width"]')).toBe('650');
    expect(headMeta('meta[property="og:image:type"]')).toBe('image/png');
    // The page itself still shows the article's own picture, and its structured data names it.
    expect(await screen.findByRole('img', { name: article.article_title }, SLOW)).toHaveAttribute('src', image);
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(structured.some((script) => script.textContent?.includes(image))).toBe(true);
  });

  it('does not ask again for a path found without a record when the visitor comes back to it', async () => {
    const { articles } = await import('@mocks/data/articles');
    const path = `/article/${articles[0]!.article_slug}`;
    const requests = recordRequests();
    const { router } = renderApp(path);
    await waitFor(() => expect(document.title).toBe(articles[0]!.article_title), SLOW);
    await act(() => router.navigate('/faq'));
    await waitFor(() => expect(document.title).toBe(seoPages['/faq'].meta_title), SLOW);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.title).toBe(articles[0]!.article_title), SLOW);

    const asked = requests.to('/seo').map((request) => new URL(request.url.searchParams.get('url')!).pathname);
    expect(asked).toEqual([path, '/faq']);
  });
});

describe('page head defaults of index.html', () => {
  /** The tags index.html carries as served (its defaults written in), before the first render. */
  async function loadStaticDefaults() {
    const { readFile } = await import('node:fs/promises');
    const html = withDefaultHead(await readFile(`${process.cwd()}/index.html`, 'utf8'));
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const element of parsed.head.querySelectorAll('[data-default-head]')) document.head.append(element.cloneNode(true));
  }

  afterEach(() => document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove()));

  it('are the same defaults the page head renders', async () => {
    await loadStaticDefaults();
    expect(document.title).toBe(DEFAULT_SEO.title);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);
    expect(headMeta('meta[name="keywords"]')).toBe(DEFAULT_SEO.keywords);
  });

  it('stand while GET /seo is pending, and give way to the rendered defaults once it fails', async () => {
    const log = expectConsoleError(SEO_QUERY_LOG);
    await loadStaticDefaults();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(api('/seo'), async () => (await gate, HttpResponse.json({ message: 'gangguan' }, { status: 500 }))));
    renderApp('/faq');
    await screen.findByRole('navigation', { name: 'Menu utama' }, SLOW);
    expect(document.title).toBe(DEFAULT_SEO.title);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);

    release();
    await waitFor(() => expect(document.head.querySelector('[data-default-head]')).toBeNull(), SLOW);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(DEFAULT_SEO.title);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"seo"'), expect.any(HTTPError));
  });
});
