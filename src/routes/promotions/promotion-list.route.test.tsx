import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { promotions } from '@mocks/data/promotions';
import { server } from '@mocks/node';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => import('./promotion-list.route'), 30_000);

const card = (title: string) => screen.getByRole('article', { name: title });
const cardTitles = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const params = (url: URL) => Object.fromEntries(url.searchParams);

async function renderList() {
  const rendered = renderApp('/promotion');
  await screen.findByRole('article', { name: promotions[0]!.title });
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('promotion list', () => {
  it('asks for page 1 of 4 without a search and shows the cards', async () => {
    const requests = recordRequests();
    await renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Promosi' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari promo yang anda mau' })).toHaveAttribute(
      'placeholder',
      'Cari promo yang anda mau',
    );
    expect(requests.to('/promotion').map((r) => params(r.url))).toEqual([{ search: '', page: '1', pagination: '4' }]);
    expect(cardTitles()).toEqual(promotions.slice(0, 4).map((promotion) => promotion.title));

    const first = card(promotions[0]!.title);
    expect(within(first).getByRole('img', { name: promotions[0]!.title })).toHaveAttribute('src', promotions[0]!.banner);
    expect(within(first).getByRole('img')).toHaveAttribute('width', '800');
    // The first banner is the page's largest first paint: asked for at once and first; the others lazily.
    expect(within(first).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(within(first).getByRole('img')).toHaveAttribute('loading', 'eager');
    for (const promotion of promotions.slice(1, 4)) {
      expect(within(card(promotion.title)).getByRole('img')).toHaveAttribute('loading', 'lazy');
      expect(within(card(promotion.title)).getByRole('img')).not.toHaveAttribute('fetchpriority');
    }
    expect(within(first).getByText('Aktif Sampai').textContent).toBe(`Aktif Sampai ${formatLongDate(promotions[0]!.expired_date)}`);
    expect(within(first).getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute(
      'href',
      '/promotion/diskon-20-kunjungan-perawat-pertama',
    );
    expect(within(first).getByRole('button', { name: 'Pakai Promo' })).toBeInTheDocument();
  });

  it('draws the quota bar only for quota_status 1, filled with remaining_quota clamped to 0..100', async () => {
    const { user } = await renderList();
    const bar = (title: string) => within(card(title)).queryByRole('progressbar');

    expect(bar('Diskon 20% Kunjungan Perawat Pertama')).toHaveAttribute('aria-valuenow', '75');
    expect(within(card('Diskon 20% Kunjungan Perawat Pertama')).getByText('Tersisa 30 kuota lagi')).toBeInTheDocument();
    expect(bar('Diskon 20% Kunjungan Perawat Pertama')).toHaveAccessibleName('Tersisa 30 kuota lagi');
    // 130 in the data: the bar is full, never over.
    expect(bar('Promo Pembukaan Cabang Surabaya')).toHaveAttribute('aria-valuenow', '100');
    expect(bar('Gratis Cek Gula Darah dengan Paket Lab Lengkap')).toHaveAttribute('aria-valuenow', '0');

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await screen.findByRole('article', { name: 'Diskon 15% Sewa Kursi Roda Bulanan' });
    // quota_status 0 hides the bar, even with a remaining quota.
    expect(bar('Diskon 15% Sewa Kursi Roda Bulanan')).toBeNull();
    expect(within(card('Diskon 15% Sewa Kursi Roda Bulanan')).queryByText(/Tersisa/)).toBeNull();
    expect(bar('Member Keluarga Rawatin: Potongan 10% Setiap Kunjungan')).toBeNull();
  });

  it("clamps a negative remaining quota to 0 and shows '-' for a missing expiry", async () => {
    server.use(
      http.get(api('/promotion'), () =>
        HttpResponse.json({
          data: {
            promotions: [{ slug: 'minus', title: 'Promo Minus', expired_date: null, quota_status: 1, remaining_quota: -20, quota: '0 kuota' }],
            meta: { nextPage: null },
          },
        }),
      ),
    );
    renderApp('/promotion');
    const promo = await screen.findByRole('article', { name: 'Promo Minus' });
    expect(within(promo).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(promo).getByText('Tersisa 0 kuota')).toBeInTheDocument();
    expect(within(promo).getByText('Aktif Sampai').textContent).toBe('Aktif Sampai -');
    // The default image stands in for the missing banner.
    expect(within(promo).getByRole('img')).toHaveAttribute('src', '/site/placeholder.svg');
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).toBeNull();
  });

  it('appends the next pages on load-more and hides the button at the end', async () => {
    const requests = recordRequests();
    const { user } = await renderList();

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));

    expect(cardTitles()).toEqual(promotions.map((promotion) => promotion.title));
    expect(requests.to('/promotion').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).toBeNull();
  });

  it('sends one request 500 ms after quick typing, from page 1, replacing the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const { user } = renderApp('/promotion', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('article', { name: promotions[0]!.title });
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));

    await user.type(screen.getByRole('searchbox'), 'fisioterapi');
    const searched = () => requests.to('/promotion').filter((r) => r.url.searchParams.get('search') !== '');
    expect(searched()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(cardTitles()).toEqual(['Paket Fisioterapi 5 Sesi Lebih Hemat']));
    expect(searched().map((r) => params(r.url))).toEqual([{ search: 'fisioterapi', page: '1', pagination: '4' }]);
  });

  it('opens a link with ?search= on that search, with one request for page 1', async () => {
    const requests = recordRequests();
    renderApp('/promotion?search=fisioterapi');
    await waitFor(() => expect(cardTitles()).toEqual(['Paket Fisioterapi 5 Sesi Lebih Hemat']));
    expect(screen.getByRole('searchbox', { name: 'Cari promo yang anda mau' })).toHaveValue('fisioterapi');
    expect(requests.to('/promotion').map((r) => params(r.url))).toEqual([{ search: 'fisioterapi', page: '1', pagination: '4' }]);
  });

  it('says so when a search finds nothing', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox'), 'tidak ada promo begini');
    expect(await screen.findByText('Promo tidak ditemukan.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the empty state when the list fails, and the page keeps working', async () => {
    const logged = expectConsoleError('[query ["promotions","list",');
    server.use(http.get(api('/promotion'), () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    const { user } = renderApp('/promotion');
    expect(await screen.findByText('Belum ada promo saat ini.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    server.resetHandlers();
    await user.type(screen.getByRole('searchbox'), 'lansia');
    expect(await screen.findByRole('article', { name: 'Paket Lansia Sehat: Perawat + Cek Lab' })).toBeInTheDocument();
  });

  it('keeps the loaded cards when the next page fails', async () => {
    const logged = expectConsoleError('[query ["promotions","list",');
    const { user } = await renderList();
    server.use(http.get(api('/promotion'), () => HttpResponse.json({ data: { promotions: 'rusak' } })));
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lihat Lainnya' })).toBeEnabled());
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});
