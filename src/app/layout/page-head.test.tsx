import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { api } from '@mocks/api-url';
import { seoPages } from '@mocks/data/seo';
import { siteQueries } from '@/api/site/site.queries';
import { createQueryClient } from '@/app/query-client';
import { BRAND_NAME, siteUrl } from '@/lib/config';
import { usePageSeo, type PageSeo } from '@/lib/page-seo';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';
import { DEFAULT_SEO, lastSeoError, PageHead, SEO_FETCH_FAILED } from './page-head';

const headMeta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
// The first visit of a screen also loads its lazy module.
const SLOW = { timeout: 10_000 };

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

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
    expect(headMeta('meta[property="og:image"]')).toBe(`${siteUrl()}/favicon.svg`);
    expect(headMeta('meta[property="og:image:width"]')).toBe('650');
    expect(headMeta('meta[property="og:image:height"]')).toBe('366');
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
    server.use(http.get(api('/seo'), async () => (await gate, HttpResponse.json({ data: null }))));
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Menu utama' }, SLOW);
    expect(document.head.querySelector('title')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();

    release();
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
  });

  it('keeps the defaults and stores the server message when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(api('/seo'), () => HttpResponse.json({ message: 'SEO sedang gangguan' }, { status: 500 })));
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    expect(document.title).toContain(BRAND_NAME);
    expect(headMeta('meta[name="description"]')).toBe(DEFAULT_SEO.description);
    expect(headMeta('meta[name="keywords"]')).toBe(DEFAULT_SEO.keywords);
    expect(headMeta('meta[property="og:url"]')).toBe(siteUrl());
    expect(canonical()).toBe(`${siteUrl()}/`);
    await waitFor(() => expect(lastSeoError).toBe('SEO sedang gangguan'), SLOW);
  });

  it('stores a fixed message when the failure carries none', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(api('/seo'), () => new HttpResponse('Bad gateway', { status: 502 })));
    renderApp('/');
    await waitFor(() => expect(document.title).toBe(DEFAULT_SEO.title), SLOW);
    await waitFor(() => expect(lastSeoError).toBe(SEO_FETCH_FAILED), SLOW);
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
    expect(headMeta('meta[property="og:url"]')).toBe(siteUrl());
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
    expect(headMeta('meta[property="og:url"]')).toBe(siteUrl());
  });
});

describe('page head override', () => {
  const detailSeo: PageSeo = {
    url: 'https://contoh.id/service/perawat',
    meta_title: 'Perawat | Rawatin',
    meta_description: 'Perawat datang ke rumah.',
    meta_keyword: null,
  };

  function DetailScreen() {
    usePageSeo(detailSeo);
    return <p>detail</p>;
  }

  it('prefers the record a detail screen hands over, until it unmounts', async () => {
    server.use(
      http.get(api('/seo'), ({ request }) =>
        HttpResponse.json({
          data: { url: new URL(request.url).searchParams.get('url'), meta_title: 'Dari Server', meta_description: null, meta_keyword: null },
        }),
      ),
    );
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageHead />
              <Outlet />
            </>
          ),
          children: [
            { path: '/service/perawat', element: <DetailScreen /> },
            { path: '/', element: <p>home</p> },
          ],
        },
      ],
      { initialEntries: ['/service/perawat'] },
    );
    const queryClient = createQueryClient({ retry: false });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    const detailKey = siteQueries.seo(`${siteUrl()}/service/perawat`).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(detailKey)?.status).toBe('success'), SLOW);
    expect(document.title).toBe(detailSeo.meta_title);
    expect(canonical()).toBe(detailSeo.url);
    expect(headMeta('meta[name="keywords"]')).toBe(DEFAULT_SEO.keywords);

    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Dari Server'), SLOW);
  });
});
