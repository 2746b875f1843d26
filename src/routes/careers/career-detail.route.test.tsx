import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { careers } from '@mocks/data/careers';
import { server } from '@mocks/node';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

// Loads the lazy screen module before the clock of any test starts (the machine is shared and slow).
beforeAll(() => import('./career-detail.route'), 30_000);

const slow = { timeout: 10_000 };
const SLUG = 'perawat-home-care-jakarta-selatan';
const DEADLINE = formatLongDate(careers.find((career) => career.slug === SLUG)!.deadline);

/** GET /career/{slug} answers only once the test releases it; the option lists pass through. */
function holdRecords(answer = (slug: string): { data: unknown } => ({ data: careers.find((career) => career.slug === slug) ?? null })) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get<{ slug: string }>(api('/career/:slug'), async ({ params }) => {
      if (['placement', 'education', 'position'].includes(params.slug)) return undefined;
      await gate;
      return HttpResponse.json(answer(params.slug));
    }),
  );
  return release;
}

describe('career detail /career/{slug}', () => {
  it('opened directly: the position as title, the deadline, the labelled fields, HTML sections and Lamar Sekarang', async () => {
    const requests = recordRequests();
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
    // The application form is headed by the same record, without asking for it again.
    expect(await screen.findByText(`Aktif Sampai ${DEADLINE}`, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Perawat Home Care' })).toBeInTheDocument();
    expect(requests.to(`/career/${SLUG}`)).toHaveLength(1);
  }, 30_000); // loads the application form's code as well

  it('after a click from the list, is headed at once by the opening there, with 5 skeleton blocks until its record arrives', async () => {
    const slug = 'fisioterapis-bandung';
    const opening = careers.find((career) => career.slug === slug)!;
    const release = holdRecords();
    const requests = recordRequests();
    const { user, container } = renderApp('/career');
    const card = (await screen.findByRole('heading', { level: 3, name: opening.position }, slow)).closest('li')!;
    await user.click(within(card).getByRole('link', { name: 'Lihat Detail' }));

    expect(await screen.findByRole('heading', { level: 1, name: opening.position }, slow)).toBeInTheDocument();
    expect(screen.getByText(`Aktif Sampai : ${formatLongDate(opening.deadline)}`)).toBeInTheDocument();
    const main = container.querySelector('main')!;
    expect(within(main).getByLabelText('Memuat lowongan').querySelectorAll('[data-skeleton]')).toHaveLength(5);
    expect(requests.to(`/career/${slug}`)).toHaveLength(1);

    release();
    expect(await screen.findByRole('region', { name: 'Deskripsi Pekerjaan' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Memuat lowongan')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: opening.position })).toBeInTheDocument();
    expect(requests.to(`/career/${slug}`)).toHaveLength(1);
  });

  it("opened directly while its record is slow: the frame with the screen's fallback, then '-' for missing values", async () => {
    const release = holdRecords(() => ({ data: { slug: 'x', position: 'Perawat' } }));
    const { container } = renderApp('/career/x');
    await waitFor(() => expect(container.querySelector('main [aria-busy="true"]')).not.toBeNull(), slow);
    expect(screen.queryByRole('heading', { level: 1, name: 'Perawat' })).toBeNull();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Perawat' }, slow)).toBeInTheDocument();
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
