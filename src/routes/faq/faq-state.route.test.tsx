import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '@mocks/data/faq';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

// The screen's lazy module loads before any test's clock starts (the machine is shared and slow).
beforeAll(() => import('./faq.route'), 30_000);

const main = () => within(screen.getByRole('main'));
const titles = () => main().queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const searchBox = () => main().getByRole('searchbox', { name: 'Cari Pertanyaan' });
const chip = (name: string) => main().getByRole('button', { name });
const params = (url: URL) => Object.fromEntries(url.searchParams);
const RESERVASI = faqs.slice(4, 8).map((faq) => faq.title);

describe('/faq keeps its search and category in the URL', () => {
  it('opens a shared link on its search and category, with one request carrying both', async () => {
    const requests = recordRequests();
    renderApp('/faq?search=jadwal&category=2');
    await waitFor(() => expect(titles()).toContain('Apakah jadwal kunjungan bisa diubah?'));
    expect(titles()).not.toContain(faqs[0]!.title);
    expect(searchBox()).toHaveValue('jadwal');
    await waitFor(() => expect(chip('Reservasi')).toHaveAttribute('aria-pressed', 'true'));
    expect(chip('Umum')).toHaveAttribute('aria-pressed', 'false');
    expect(requests.to('/faq/list').map((r) => params(r.url))).toEqual([
      { search: 'jadwal', category_faq_id: '2', page: '1', pagination: '10' },
    ]);
  });

  it('replaces the URL when a chip toggles, and leaves out a cleared category', async () => {
    const { router, user } = renderApp('/');
    await act(() => router.navigate('/faq'));
    await main().findByRole('heading', { name: faqs[0]!.title });

    await user.click(await main().findByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(titles()).toEqual(RESERVASI));

    await user.click(chip('Reservasi'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles()).toEqual(faqs.slice(0, 10).map((faq) => faq.title)));

    // Neither change added an entry: Back leaves the FAQ.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gives the category and the search back after leaving and coming Back', async () => {
    const { router, user } = renderApp('/faq');
    await main().findByRole('heading', { name: faqs[0]!.title });
    await user.click(await main().findByRole('button', { name: 'Reservasi' }));
    await waitFor(() => expect(titles()).toEqual(RESERVASI));
    await user.type(searchBox(), 'jadwal');
    await waitFor(() => expect(router.state.location.search).toBe('?category=2&search=jadwal'));

    await act(() => router.navigate('/tidak-ada'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()).toContain('Apakah jadwal kunjungan bisa diubah?'));
    expect(searchBox()).toHaveValue('jadwal');
    expect(chip('Reservasi')).toHaveAttribute('aria-pressed', 'true');
  });
});
