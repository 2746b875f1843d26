import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { careers } from '@mocks/data/careers';
import { server } from '@mocks/node';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';

// Loads the lazy screen module before the clock of any test starts (the machine is shared and slow).
beforeAll(() => import('./career-list.route'), 30_000);

const slow = { timeout: 10_000 };
const deadlineOf = (slug: string) => formatLongDate(careers.find((career) => career.slug === slug)!.deadline);

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Holds the answers of GET /career (those `when` picks) until released; the demo handler answers then. */
function holdCareerList(when: (url: URL) => boolean = () => true) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(api('/career'), async ({ request }) => {
      if (when(new URL(request.url))) await gate;
      return undefined;
    }),
  );
  return () => release();
}

describe('career list /career', () => {
  it('shows the title over a placeholder while the openings load on arrival, then the heading, tagline and one card per opening', async () => {
    const release = holdCareerList();
    renderApp('/career');
    // The route waits for the first view: the frame and the screen's placeholder show meanwhile.
    const title = await screen.findByRole('heading', { level: 1, name: 'Karir' }, slow);
    expect(title.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Lihat Detail' })).not.toBeInTheDocument();

    release();
    expect(await screen.findAllByRole('link', { name: 'Lihat Detail' }, slow)).toHaveLength(careers.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Karir Rawatin' })).toBeInTheDocument();
    expect(screen.getByText('Mari Berinovasi, Berguna bagi bangsa, Bermanfaat untuk masyarakat')).toBeInTheDocument();
    expect(screen.queryByTestId('career-skeleton')).not.toBeInTheDocument();
    const first = screen.getByRole('heading', { level: 3, name: 'Fisioterapis' }).closest('li')!;
    expect(within(first).getByText(`Aktif Sampai : ${deadlineOf('fisioterapis-bandung')}`)).toBeInTheDocument();
    expect(within(first).getByText('Bandung')).toBeInTheDocument();
    expect(within(first).getByText('S1 Fisioterapi')).toBeInTheDocument();
  });

  it('shows 6 skeleton cards under the heading and tagline while a filter change loads', async () => {
    const { user } = renderApp('/career');
    await screen.findAllByRole('link', { name: 'Lihat Detail' }, slow);
    const placement = screen.getByRole('combobox', { name: 'Lokasi Penempatan' });
    await waitFor(() => expect(within(placement).getByRole('option', { name: 'Bandung' })).toBeInTheDocument());
    const release = holdCareerList((url) => url.searchParams.get('placement') === 'Bandung');

    await user.selectOptions(placement, 'Bandung');
    expect(await screen.findAllByTestId('career-skeleton')).toHaveLength(6);
    expect(placement).toHaveValue('Bandung');
    expect(screen.getByRole('heading', { level: 2, name: 'Karir Rawatin' })).toBeInTheDocument();
    expect(screen.getByText('Mari Berinovasi, Berguna bagi bangsa, Bermanfaat untuk masyarakat')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat Detail' })).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(cardTitles()).toEqual(['Fisioterapis', 'Staf Admin & Customer Service']));
    expect(screen.queryByTestId('career-skeleton')).not.toBeInTheDocument();
  });

  it('requests the three option lists once, and GET /career with all three filters on every change', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/career');
    await screen.findAllByRole('link', { name: 'Lihat Detail' }, slow);
    const placement = screen.getByRole('combobox', { name: 'Lokasi Penempatan' });
    await waitFor(() => expect(within(placement).getByRole('option', { name: 'Bandung' })).toBeInTheDocument());
    expect(requests.to('/career')[0]!.url.search).toBe('?placement=&education=&position=');

    await user.selectOptions(placement, 'Bandung');
    await waitFor(() => expect(cardTitles()).toEqual(['Fisioterapis', 'Staf Admin & Customer Service']));
    expect(requests.to('/career').at(-1)!.url.search).toBe('?placement=Bandung&education=&position=');

    const education = screen.getByRole('combobox', { name: 'Pendidikan' });
    await user.selectOptions(education, 'SMA/SMK');
    await waitFor(() => expect(cardTitles()).toEqual(['Staf Admin & Customer Service']));
    const params = requests.to('/career').at(-1)!.url.searchParams;
    expect(Object.fromEntries(params)).toEqual({ placement: 'Bandung', education: 'SMA/SMK', position: '' });

    await user.click(screen.getByRole('button', { name: 'Hapus filter Lokasi Penempatan' }));
    expect(placement).toHaveValue('');
    expect(placement).toHaveFocus();
    await waitFor(() => expect(requests.to('/career').at(-1)!.url.search).toBe('?placement=&education=SMA%2FSMK&position='));
    expect(screen.queryByRole('button', { name: 'Hapus filter Lokasi Penempatan' })).not.toBeInTheDocument();

    for (const path of ['/career/placement', '/career/education', '/career/position']) expect(requests.to(path)).toHaveLength(1);
  });

  it("shows '-' for a missing deadline, placement and education", async () => {
    server.use(http.get(api('/career'), () => HttpResponse.json({ data: [{ slug: 'perawat', position: 'Perawat', deadline: null }] })));
    renderApp('/career');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Perawat' }, slow)).closest('li')!;
    expect(within(card).getByText('Aktif Sampai : -')).toBeInTheDocument();
    expect(within(card).getAllByText('-')).toHaveLength(2);
  });

  it.each([
    ['an empty list', () => HttpResponse.json({ data: [] }), false],
    ['a failed call', () => HttpResponse.json({ message: 'error' }, { status: 500 }), true],
    ['a malformed answer', () => HttpResponse.json({ data: [{ slug: 'no-position' }] }), true],
  ])('shows the empty text for %s, and the filters still work', async (_, answer, fails) => {
    const logged = fails ? expectConsoleError('[query ["careers","list",') : null;
    server.use(http.get(api('/career'), answer));
    renderApp('/career');
    expect(await screen.findByText('Tidak ada data karir yang ditemukan.', {}, slow)).toBeInTheDocument();
    if (logged) expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Posisi' })).toBeEnabled();
  });

  it('opens the detail through Lihat Detail, headed by the position and deadline of its card', async () => {
    const { user, router } = renderApp('/career');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Terapis Wicara' }, slow)).closest('li')!;
    await user.click(within(card).getByRole('link', { name: 'Lihat Detail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/career/terapis-wicara-jakarta-selatan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terapis Wicara' })).toBeInTheDocument();
    expect(screen.getByText(`Aktif Sampai : ${deadlineOf('terapis-wicara-jakarta-selatan')}`)).toBeInTheDocument();
  });
});
