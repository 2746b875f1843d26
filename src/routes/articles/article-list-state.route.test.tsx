import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { server } from '@mocks/node';
import { siteUrl } from '@/lib/config';
import { CONNECTION_LOST } from '@/lib/connection';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';
import { holdPage } from './articles.test-helper';

// The screens' lazy modules load before any test's clock starts (the machine is shared and slow).
beforeAll(() => Promise.all([import('./article-list.route'), import('./article-detail.route')]), 30_000);

const grid = () => screen.getByRole('region', { name: 'Daftar Artikel' });
const cardLinks = () => within(grid()).queryAllByRole('link');
const searchBox = () => screen.getByRole('searchbox', { name: 'Cari artikel yang sesuai dengan masalah anda' });
const params = (request: { url: URL }) => Object.fromEntries(request.url.searchParams);
const pages = (requests: ReturnType<typeof recordRequests>) => requests.to('/article').map((r) => r.url.searchParams.get('page'));
const LANSIA = articles.filter((article) => /lansia/i.test(article.article_title)).map((article) => article.article_title);

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  setScrollY(0);
});

describe('/article keeps its search in the URL', () => {
  it('opens a link with ?search= on that search: the box, one request for page 1, no popular carousel', async () => {
    const requests = recordRequests();
    renderApp('/article?search=lansia');
    await waitFor(() => expect(cardLinks().map((link) => link.textContent)).toEqual(LANSIA.map((title) => expect.stringContaining(title))));
    expect(searchBox()).toHaveValue('lansia');
    expect(requests.to('/article').map(params)).toEqual([{ search: 'lansia', page: '1', pagination: '8' }]);
    expect(screen.queryByRole('region', { name: 'Artikel Populer' })).not.toBeInTheDocument();
  });

  it('writes the term into the URL 500 ms after typing stops, replacing the entry and keeping the scroll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, user } = renderApp('/', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await act(() => router.navigate('/article'));
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    vi.mocked(window.scrollTo).mockClear();

    await user.type(searchBox(), 'lansia');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.search).toBe('?search=lansia'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cardLinks()).toHaveLength(LANSIA.length));
    expect(window.scrollTo).not.toHaveBeenCalled();

    // No entry was added: Back leaves the list for the page before it.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('empties the URL when the box is cleared, and follows the URL when it changes elsewhere', async () => {
    const { router, user } = renderApp('/article');
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    await user.type(searchBox(), 'lansia');
    await waitFor(() => expect(router.state.location.search).toBe('?search=lansia'));
    await waitFor(() => expect(cardLinks()).toHaveLength(LANSIA.length));

    // A link to the list (a new entry): the box and the list start empty.
    await act(() => router.navigate('/article'));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    await waitFor(() => expect(cardLinks()).toHaveLength(8));

    // Back: the search returns, in the box and in the list.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue('lansia'));
    await waitFor(() => expect(cardLinks()).toHaveLength(LANSIA.length));

    await user.clear(searchBox());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
  });
});

describe('/article after Back', () => {
  async function loadTwoPagesAndOpenAnArticle() {
    const requests = recordRequests();
    const rendered = renderApp('/article');
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    await rendered.user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    setScrollY(1033);
    await rendered.user.click(cardLinks()[9]!);
    await screen.findByRole('heading', { level: 1, name: articles[9]!.article_title });
    // The list has let go of its query, as it has long since when a visitor goes Back: React drops
    // the list's observer in an effect after the article shows, and a Back before that would find
    // the observer still there, and its leaving would cancel the refetch Back starts.
    const list = rendered.queryClient.getQueryCache().find({ queryKey: ['articles', 'list', { search: '' }] });
    await waitFor(() => expect(list?.getObserversCount()).toBe(0));
    setScrollY(0);
    return { ...rendered, requests };
  }

  it('shows both loaded pages from the cache, without asking for either again, at the scroll position left', async () => {
    const { router, requests } = await loadTwoPagesAndOpenAnArticle();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    expect(cardLinks()[9]).toHaveAccessibleName(articles[9]!.article_title);
    expect(router.state.location.search).toBe('?page=2');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 1033);
    expect(pages(requests)).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: 'Lihat Lainnya' })).toBeEnabled();

    // A new visit of the list (a link, not Back) starts again at page 1, at the top.
    setScrollY(700);
    await act(() => router.navigate('/article'));
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(pages(requests)).toEqual(['1', '2']);
  });

  it('fetches both loaded pages of a stale list again, keeping the 16 cards on screen meanwhile', async () => {
    const { router, requests, queryClient } = await loadTwoPagesAndOpenAnArticle();
    await queryClient.invalidateQueries({ queryKey: ['articles', 'list'], refetchType: 'none' });
    const release = holdPage('2');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(pages(requests)).toEqual(['1', '2', '1', '2']));
    // Page 2's new answer is held: the pages already loaded stay in place, in their order.
    expect(cardLinks()).toHaveLength(16);
    expect(cardLinks()[9]).toHaveAccessibleName(articles[9]!.article_title);
    release();
    await waitFor(() => expect(queryClient.getQueryState(['articles', 'list', { search: '' }])?.isInvalidated).toBe(false));
    expect(cardLinks()).toHaveLength(16);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('keeps the loaded pages for 10 minutes after leaving, then fetches them again on Back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const { router, user } = renderApp('/article', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));

    await act(() => router.navigate('/tidak-ada'));
    // Longer than TanStack's default of 5 minutes for data no screen shows.
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    await waitFor(() => expect(pages(requests)).toEqual(['1', '2', '1', '2']));
    expect(cardLinks()).toHaveLength(16);
  });
});

describe('/article shows as many pages as ?page says', () => {
  it('opens /article?page=3 on pages 1 to 3, asked for in turn, with nothing more to load', async () => {
    const requests = recordRequests();
    renderApp('/article?page=3');
    await waitFor(() => expect(cardLinks()).toHaveLength(20));
    expect(pages(requests)).toEqual(['1', '2', '3']);
    expect(cardLinks()[16]).toHaveAccessibleName(articles[16]!.article_title);
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).not.toBeInTheDocument();
  });

  it("fetches at most 10 pages for a link that asks for more, and 'Lihat Lainnya' goes on from the 10th", async () => {
    // A list that never ends: every page has 8 articles and a next one.
    server.use(
      http.get(api('/article'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const onPage = articles.slice(0, 8).map((article) => ({ ...article, article_slug: `${article.article_slug}-${page}` }));
        return HttpResponse.json({ articles: onPage, meta: { nextPage: page + 1 } });
      }),
    );
    const requests = recordRequests();
    const { router, user } = renderApp('/article?page=9999');
    await waitFor(() => expect(cardLinks()).toHaveLength(80));
    expect(pages(requests)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(88));
    expect(router.state.location.search).toBe('?page=11');
    expect(pages(requests)).toHaveLength(11);
  });

  it("counts the pages of 'Lihat Lainnya' in the URL, replacing the entry without scrolling", async () => {
    const { router, user } = renderApp('/');
    await act(() => router.navigate('/article?search=a'));
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    vi.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    expect(router.state.location.search).toBe('?search=a&page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.scrollTo).not.toHaveBeenCalled();

    // A new search is another list: it starts again at page 1.
    await user.type(searchBox(), 'x');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ax'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows page 1 alone on a new visit, though more pages are cached, and the next from the cache', async () => {
    const requests = recordRequests();
    const { router, user } = renderApp('/article?page=2');
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    await act(() => router.navigate('/article'));
    await waitFor(() => expect(cardLinks()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    expect(pages(requests)).toEqual(['1', '2']);
  });

  it('leaves ?page out of the canonical URL', async () => {
    renderApp('/article?page=2');
    await waitFor(() => expect(cardLinks()).toHaveLength(16));
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl()}/article`));
  });
});

describe('/article offline', () => {
  it("says the connection is gone, with 'Coba Lagi', not that nothing was found, and searches once it returns", async () => {
    let connected = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
    server.use(http.get(api('/article'), () => (connected ? undefined : HttpResponse.error())));
    window.dispatchEvent(new Event('offline'));
    try {
      renderApp('/article?search=lansia');
      const state = await screen.findByText(CONNECTION_LOST, {}, { timeout: 5000 });
      expect(within(state.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Coba Lagi' })).toBeInTheDocument();
      expect(screen.queryByText(/tidak ditemukan/i)).not.toBeInTheDocument();

      connected = true;
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(cardLinks()).toHaveLength(LANSIA.length));
      expect(screen.queryByText(CONNECTION_LOST)).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
      window.dispatchEvent(new Event('online'));
    }
  });
});
