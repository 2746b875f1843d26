import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { articles, popularArticles } from '@mocks/data/articles';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';
import { holdPage } from './articles.test-helper';

const PLACEHOLDER = 'Cari artikel yang sesuai dengan masalah anda';

// Lazy screen modules and debounced searches can take seconds on a busy test machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => import('./article-list.route'), 30_000);

const grid = () => screen.getByRole('region', { name: 'Daftar Artikel' });
const cardLinks = () => within(grid()).queryAllByRole('link');
const popular = () => screen.queryByRole('region', { name: 'Artikel Populer' });
const params = (request: { url: URL }) => Object.fromEntries(request.url.searchParams);

async function renderList() {
  const requests = recordRequests();
  const rendered = renderApp('/article');
  await waitFor(() => expect(cardLinks()).toHaveLength(8));
  return { ...rendered, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/article', () => {
  it('shows the title, the search box, the popular carousel and the first page of eight', async () => {
    const { requests } = await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: PLACEHOLDER })).toHaveAttribute('placeholder', PLACEHOLDER);
    expect(requests.to('/article').map(params)).toEqual([{ search: '', page: '1', pagination: '8' }]);
    expect(requests.to('/article/popular')).toHaveLength(1);

    const first = articles[0]!;
    const card = cardLinks()[0]!.closest('article')!;
    expect(cardLinks()[0]).toHaveAccessibleName(first.article_title);
    expect(cardLinks()[0]).toHaveAttribute('href', `/article/${first.article_slug}`);
    expect(within(card).getByText(first.article_type)).toBeInTheDocument();
    expect(within(card).getByText('18 Maret 2026')).toBeInTheDocument();
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', first.article_image);
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    const carousel = await waitFor(() => within(popular()!).getAllByRole('link')[0]!);
    expect(carousel).toHaveAccessibleName(popularArticles[0]!.article_title);
  });

  it('appends the next pages on "Lihat Lainnya", says "Memuat..." meanwhile, and hides it at the end', async () => {
    const { requests, user } = await renderList();
    const release = holdPage('2');

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    expect(await screen.findByRole('button', { name: 'Memuat...' })).toBeDisabled();
    expect(cardLinks()).toHaveLength(8);
    release();
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    expect(cardLinks()[8]).toHaveAccessibleName(articles[8]!.article_title);
    expect(cardLinks()[0]).toHaveAccessibleName(articles[0]!.article_title);

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).not.toBeInTheDocument();
    expect(requests.to('/article').map(params)).toEqual([
      { search: '', page: '1', pagination: '8' },
      { search: '', page: '2', pagination: '8' },
      { search: '', page: '3', pagination: '8' },
    ]);
  });

  it('sends one request 500 ms after typing stops, from page 1, and hides the popular carousel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const { user } = renderApp('/article', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    expect(popular()).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'lansia');
    expect(popular()).not.toBeInTheDocument();
    vi.advanceTimersByTime(400);
    expect(requests.to('/article').filter((r) => r.url.searchParams.get('search'))).toHaveLength(0);

    vi.advanceTimersByTime(100);
    await waitFor(() => expect(requests.to('/article')).toHaveLength(3));
    expect(params(requests.to('/article')[2]!)).toEqual({ search: 'lansia', page: '1', pagination: '8' });
    await waitFor(() => expect(cardLinks()).toHaveLength(4));
    for (const link of cardLinks()) expect(link.textContent?.toLowerCase()).toContain('lansia');
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() => expect(popular()).toBeInTheDocument());
  });

  it('says so when a search finds nothing', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox'), 'tidak ada judul seperti ini');
    expect(await screen.findByText('Artikel tidak ditemukan.')).toBeInTheDocument();
    expect(cardLinks()).toHaveLength(0);
  });

  it('keeps the page working when the list fails: empty state, search and carousel still there', async () => {
    const logged = expectConsoleError('[query ["articles","list",');
    server.use(http.get(api('/article'), () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    renderApp('/article');
    expect(await screen.findByText('Artikel tidak ditemukan.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: PLACEHOLDER })).toBeInTheDocument();
    await waitFor(() => expect(within(popular()!).getAllByRole('link').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).not.toBeInTheDocument();
  });

  it('leaves the carousel out when popular articles fail or arrive malformed, and shows the grid', async () => {
    const logged = expectConsoleError('[query ["articles","popular"]]');
    server.use(http.get(api('/article/popular'), () => HttpResponse.json([{ article_title: 42 }])));
    await renderList();
    await waitFor(() => expect(popular()).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Lihat Lainnya' })).toBeInTheDocument();
  });

  it('opens again at page 1 when revisited, fetching only the first page of a stale list', async () => {
    const { user, router, queryClient, requests } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));

    await router.navigate('/tidak-ada');
    await queryClient.invalidateQueries({ queryKey: ['articles', 'list'], refetchType: 'none' });
    const before = requests.to('/article').length;
    await router.navigate('/article');

    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    await waitFor(() => expect(requests.to('/article').length).toBe(before + 1));
    expect(params(requests.to('/article').at(-1)!)).toEqual({ search: '', page: '1', pagination: '8' });
  });
});
