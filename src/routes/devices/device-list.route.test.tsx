import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { devices } from '@mocks/data/devices';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => import('./device-list.route'), 30_000);

const list = () => screen.getByRole('list', { name: 'Daftar alat kesehatan' });
const cards = () => within(list()).getAllByRole('link');
const params = (url: URL) => Object.fromEntries(url.searchParams);

async function renderList() {
  const rendered = renderApp('/medical-device');
  await screen.findByRole('link', { name: /Kursi Roda Standar/ });
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('medical device list', () => {
  it('asks for page 1 of 8 and shows cards with thumbnail, title and start price', async () => {
    const requests = recordRequests();
    await renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Sewa Alat Kesehatan' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari Alkes' })).toHaveAttribute('placeholder', 'Cari Alkes');
    expect(requests.to('/medical-device').map((r) => params(r.url))).toEqual([{ search: '', page: '1', pagination: '8' }]);
    expect(cards()).toHaveLength(8);

    const first = cards()[0]!;
    expect(first).toHaveAttribute('href', '/medical-device/kursi-roda-standar');
    expect(first).toHaveTextContent('Kursi Roda Standar');
    expect(within(first).getByText('Mulai Dari Rp. 25.000')).toBeInTheDocument();
    const thumb = first.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', devices[0]!.thumbnail);
    expect(thumb).toHaveAttribute('width', '400');
    expect(thumb).toHaveAttribute('height', '400');
    // The first card's photo is the page's largest first paint: asked for at once and first; the others lazily.
    expect(thumb).toHaveAttribute('loading', 'eager');
    expect(thumb).toHaveAttribute('fetchpriority', 'high');
    for (const other of cards().slice(1)) {
      expect(other.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(other.querySelector('img')).not.toHaveAttribute('fetchpriority');
    }
    // A numeric-string price reads as a number.
    expect(within(cards()[1]!).getByText('Mulai Dari Rp. 35.000')).toBeInTheDocument();
    // No price, no line.
    const walker = screen.getByRole('link', { name: /Walker Lipat/ });
    expect(walker).not.toHaveTextContent('Mulai Dari');
  });

  it("writes the start price as 'Mulai Dari Rp. 175.000'", async () => {
    server.use(
      http.get(api('/medical-device'), () =>
        HttpResponse.json({
          data: { medical_devices: [{ slug: 'alat', title: 'Alat Contoh', thumbnail: null, start_price: '175000.00' }], meta: { nextPage: null } },
        }),
      ),
    );
    renderApp('/medical-device');
    const card = await screen.findByRole('link', { name: /Alat Contoh/ });
    expect(within(card).getByText('Mulai Dari Rp. 175.000')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/site/placeholder.svg');
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).toBeNull();
  });

  it('appends page 2 on load-more and hides the button at the end', async () => {
    const requests = recordRequests();
    const { user } = await renderList();

    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));

    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(cards().map((card) => card.getAttribute('href'))).toEqual(devices.map((device) => `/medical-device/${device.slug}`));
    expect(requests.to('/medical-device').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Lihat Lainnya' })).toBeNull();
  });

  it('sends one request 500 ms after quick typing, from page 1, replacing the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const { user } = renderApp('/medical-device', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('link', { name: /Kursi Roda Standar/ });
    await user.click(screen.getByRole('button', { name: 'Lihat Lainnya' }));
    await waitFor(() => expect(cards()).toHaveLength(10));

    await user.type(screen.getByRole('searchbox'), 'kursi roda');
    const searched = () => requests.to('/medical-device').filter((r) => r.url.searchParams.get('search') !== '');
    expect(searched()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((card) => card.getAttribute('href'))).toEqual([
      '/medical-device/kursi-roda-standar',
      '/medical-device/kursi-roda-travel-lipat',
    ]);
    expect(searched().map((r) => params(r.url))).toEqual([{ search: 'kursi roda', page: '1', pagination: '8' }]);
  });

  it('opens a link with ?search= on that search, with one request for page 1', async () => {
    const requests = recordRequests();
    renderApp('/medical-device?search=kursi%20roda');
    const found = ['/medical-device/kursi-roda-standar', '/medical-device/kursi-roda-travel-lipat'];
    await waitFor(() => expect(cards().map((card) => card.getAttribute('href'))).toEqual(found));
    expect(screen.getByRole('searchbox', { name: 'Cari Alkes' })).toHaveValue('kursi roda');
    expect(requests.to('/medical-device').map((r) => params(r.url))).toEqual([{ search: 'kursi roda', page: '1', pagination: '8' }]);
  });

  it('says so when a search finds nothing', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox'), 'mesin waktu');
    expect(await screen.findByText('Alat kesehatan tidak ditemukan.')).toBeInTheDocument();
  });

  it('shows the empty state when the list fails or is malformed, and the page keeps working', async () => {
    const logged = expectConsoleError('[query ["devices","list",');
    server.use(http.get(api('/medical-device'), () => HttpResponse.json({ data: { medical_devices: [{ slug: 1 }] } })));
    const { user } = renderApp('/medical-device');
    expect(await screen.findByText('Belum ada alat kesehatan yang disewakan.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();

    server.resetHandlers();
    await user.type(screen.getByRole('searchbox'), 'nebulizer');
    expect(await screen.findByRole('link', { name: /Nebulizer Kompresor/ })).toBeInTheDocument();
  });
});
