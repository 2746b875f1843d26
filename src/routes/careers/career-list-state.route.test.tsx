import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

// The screen's lazy module loads before any test's clock starts (the machine is shared and slow).
beforeAll(() => import('./career-list.route'), 30_000);

const slow = { timeout: 10_000 };
const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const select = (name: string) => screen.getByRole('combobox', { name });

async function optionsLoaded() {
  await waitFor(() => expect(within(select('Lokasi Penempatan')).getByRole('option', { name: 'Bandung' })).toBeInTheDocument());
  await waitFor(() => expect(within(select('Pendidikan')).getByRole('option', { name: 'SMA/SMK' })).toBeInTheDocument());
}

describe('/career keeps its filters in the URL', () => {
  it('opens a shared link on its filters, with one request carrying them', async () => {
    const requests = recordRequests();
    renderApp('/career?placement=Bandung&education=SMA%2FSMK');
    await screen.findAllByRole('link', { name: 'Lihat Detail' }, slow);
    expect(cardTitles()).toEqual(['Staf Admin & Customer Service']);
    await optionsLoaded();
    expect(select('Lokasi Penempatan')).toHaveValue('Bandung');
    expect(select('Pendidikan')).toHaveValue('SMA/SMK');
    expect(select('Posisi')).toHaveValue('');
    expect(requests.to('/career').map((r) => r.url.search)).toEqual(['?placement=Bandung&education=SMA%2FSMK&position=']);
  });

  it('replaces the URL on each change, leaves out a cleared filter, and gives them back after Back', async () => {
    const { router, user } = renderApp('/');
    await act(() => router.navigate('/career'));
    await screen.findAllByRole('link', { name: 'Lihat Detail' }, slow);
    await optionsLoaded();

    await user.selectOptions(select('Lokasi Penempatan'), 'Bandung');
    await user.selectOptions(select('Pendidikan'), 'SMA/SMK');
    await waitFor(() => expect(router.state.location.search).toBe('?placement=Bandung&education=SMA%2FSMK'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cardTitles()).toEqual(['Staf Admin & Customer Service']));

    await user.click(screen.getByRole('button', { name: 'Hapus filter Pendidikan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?placement=Bandung'));
    await waitFor(() => expect(cardTitles()).toEqual(['Fisioterapis', 'Staf Admin & Customer Service']));

    await act(() => router.navigate('/tidak-ada'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?placement=Bandung'));
    await waitFor(() => expect(select('Lokasi Penempatan')).toHaveValue('Bandung'));
    expect(cardTitles()).toEqual(['Fisioterapis', 'Staf Admin & Customer Service']);

    // Only the history of the visit: '/' then the career list.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 30_000);
});
