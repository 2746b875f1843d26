import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { careers } from '@mocks/data/careers';
import { server } from '@mocks/node';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';

// Loads the lazy screen module before the clock of any test starts (the machine is shared and slow).
beforeAll(() => import('./career-detail.route'), 30_000);

const slow = { timeout: 10_000 };
const SLUG = 'perawat-home-care-jakarta-selatan';
const DEADLINE = formatLongDate(careers.find((career) => career.slug === SLUG)!.deadline);

describe('career detail /career/{slug}', () => {
  it('opened directly: the position as title, the deadline, the labelled fields, HTML sections and Lamar Sekarang', async () => {
    const { user, router } = renderApp(`/career/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Perawat Home Care' }, slow)).toBeInTheDocument();
    expect(screen.getByText(`Aktif Sampai : ${DEADLINE}`)).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Penempatan: 'Jakarta Selatan',
      'Jenis Kelamin': 'Laki-laki / Perempuan',
      'Status Kontrak': 'Kontrak 1 Tahun',
      'Pengalaman Kerja': 'Minimal 1 tahun',
      Pendidikan: 'D3 Keperawatan',
    });
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Deskripsi Pekerjaan' });
    expect(await within(description).findByText('Memantau tanda vital dan kondisi pasien')).toBeInTheDocument();
    const benefit = screen.getByRole('region', { name: 'Benefit' });
    expect(await within(benefit).findByText('Tunjangan transportasi')).toBeInTheDocument();

    const apply = screen.getByRole('link', { name: 'Lamar Sekarang' });
    expect(apply).toHaveAttribute('href', `/applicant/${SLUG}`);
    await user.click(apply);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/applicant/${SLUG}`));
    expect(router.state.location.state).toEqual({ title: 'Perawat Home Care', subtitle: DEADLINE, slug: SLUG });
  });

  it('takes its header from the navigation state when there is one', async () => {
    renderApp({ pathname: `/career/${SLUG}`, state: { title: 'Lowongan Perawat', subtitle: '1 Mei 2026', slug: SLUG } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lowongan Perawat' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Aktif Sampai : 1 Mei 2026')).toBeInTheDocument();
    expect(await screen.findByText('D3 Keperawatan')).toBeInTheDocument();
  });

  it("shows 5 skeleton blocks while loading, then '-' for missing values", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/career/:slug'), async () => {
        await gate;
        return HttpResponse.json({ data: { slug: 'x', position: 'Perawat' } });
      }),
    );
    const { container } = renderApp('/career/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail Karir' }, slow)).toBeInTheDocument();
    const main = container.querySelector('main')!;
    await waitFor(() => expect(main.querySelectorAll('[data-skeleton]')).toHaveLength(6)); // 5 blocks + the subtitle
    expect(within(main).getByLabelText('Memuat lowongan').querySelectorAll('[data-skeleton]')).toHaveLength(5);

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Perawat' })).toBeInTheDocument();
    expect(screen.getByText('Aktif Sampai : -')).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['-', '-', '-', '-', '-']);
  });

  it.each([
    ['a 404', () => HttpResponse.json({ message: 'Lowongan tidak ditemukan.' }, { status: 404 })],
    ['data: null', () => HttpResponse.json({ data: null })],
    ['a failed call', () => HttpResponse.json({ message: 'error' }, { status: 500 })],
  ])("shows 'Data tidak ditemukan.' for %s", async (_, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(api('/career/:slug'), answer));
    renderApp('/career/tidak-ada');
    expect(await screen.findByText('Data tidak ditemukan.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Detail Karir' })).toBeInTheDocument();
    expect(screen.getByText('Aktif Sampai : -')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lamar Sekarang' })).not.toBeInTheDocument();
  });
});
