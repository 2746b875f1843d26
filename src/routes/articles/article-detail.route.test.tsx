import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { server } from '@mocks/node';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';

const article = articles[0]!; // 'Cara Merawat Lansia dengan Demensia di Rumah', 12 400 views, 6 comments, a video
const path = `/article/${article.article_slug}`;

// Lazy screen modules and debounced searches can take seconds on a busy test machine.
configure({ asyncUtilTimeout: 5000 });

/** Text split over several elements, e.g. a count and its visually hidden unit. */
const exactText = (text: string) => (_: string, element: Element | null) =>
  element?.textContent?.replace(/\s+/g, ' ') === text && ![...element.children].some((child) => child.textContent === element.textContent);

async function renderArticle(at = path) {
  const rendered = renderApp(at);
  await screen.findByRole('heading', { level: 1, name: article.article_title });
  return rendered;
}

describe('/article/{slug}', () => {
  it('loads the article and its comments together, and shows title, author, date, type, views and comment count', async () => {
    const requests = recordRequests();
    await renderArticle();
    expect(requests.to(path)).toHaveLength(1);
    expect(requests.to(`/comment/${article.article_slug}`)).toHaveLength(1);

    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText(article.article_creator)).toBeInTheDocument();
    expect(within(header).getByText('18 Maret 2026')).toBeInTheDocument();
    expect(within(header).getByText('Tips')).toBeInTheDocument();
    expect(within(header).getByText(exactText('12,4 rb dilihat'))).toBeInTheDocument();
    expect(within(header).getByText(exactText('6 komentar'))).toBeInTheDocument();

    const image = screen.getByRole('img', { name: article.article_title });
    expect(image).toHaveAttribute('src', article.article_image);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    // The page's largest first paint: asked for at once and first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders the HTML body, with the embedded video as an inline frame', async () => {
    await renderArticle();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lima kebiasaan yang membantu' })).toBeInTheDocument();
    expect(screen.getByText('Gunakan kalimat pendek dan jelas')).toBeInTheDocument();
    const frame = screen.getByTitle('Video YouTube');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/Q3xW7pLk2Ds');
  });

  it('lists related articles and links back to /article', async () => {
    await renderArticle();
    const related = screen.getByRole('region', { name: 'Artikel Terkait' });
    const links = within(related).getAllByRole('link');
    // The demo API answers three others, those of the same type ('Tips') first.
    expect(links.slice(0, 3).map((link) => link.getAttribute('href'))).toEqual([
      '/article/persiapan-sebelum-cek-darah-perlukah-puasa',
      '/article/tips-memilih-kursi-roda-yang-tepat',
      '/article/sunat-di-rumah-apa-saja-yang-perlu-disiapkan',
    ]);
    expect(links[0]).toHaveAccessibleName('Persiapan Sebelum Cek Darah: Perlukah Puasa?');
    expect(links).toHaveLength(4);
    expect(within(related).getByRole('link', { name: 'Lihat Artikel Lainnya' })).toHaveAttribute('href', '/article');
  });

  it('shows compact views for another count, and "-" for a missing author', async () => {
    server.use(
      http.get(api('/article/:slug'), () =>
        HttpResponse.json({ article: { ...article, article_priority: 1530, article_creator: null, comments_count: 0 }, related_article: [] }),
      ),
    );
    await renderArticle();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText(exactText('1,5 rb dilihat'))).toBeInTheDocument();
    expect(within(header).getByText(exactText('Penulis: -'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Artikel Lainnya' })).toHaveAttribute('href', '/article');
  });

  it('shows the not-found screen for an unknown slug', async () => {
    // A 404 is an answer: nothing is logged (any console.error fails the test).
    renderApp('/article/tidak-ada-artikel-ini');
    expect(await screen.findByText('Error 404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('Oops')).toBeInTheDocument();
  });

  it('never runs hostile HTML from the body', async () => {
    const flagged = window as unknown as { __pwned?: boolean };
    const hostile = [
      '<p>Isi aman</p>',
      '<img src=x onerror="window.__pwned = true">',
      '<script>window.__pwned = true</script>',
      '<a href="javascript:window.__pwned = true">klik</a>',
      '<iframe src="https://evil.example/frame" onload="window.__pwned = true"></iframe>',
      '<svg><animate onbegin="window.__pwned = true" attributeName="x" dur="1s"></animate></svg>',
    ].join('');
    server.use(
      http.get(api('/article/:slug'), () =>
        HttpResponse.json({ article: { ...article, article_description: hostile }, related_article: [] }),
      ),
    );
    await renderArticle();
    const body = (await screen.findByText('Isi aman')).parentElement!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('iframe')).toBeNull();
    expect(body.querySelector('[onerror], [onload], [onbegin]')).toBeNull();
    expect(within(body).getByText('klik')).not.toHaveAttribute('href', expect.stringMatching(/^javascript:/i));
    // The page's own JSON-LD is data, not script (src/app/layout/structured-data.tsx).
    expect(document.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(document.querySelector('iframe[src*="evil.example"]')).toBeNull();
    await waitFor(() => expect(body.querySelector('img')).not.toBeNull());
    expect(flagged.__pwned).toBeUndefined();
  });
});
