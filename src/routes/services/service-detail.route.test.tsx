import { act, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { faqs } from '@mocks/data/faq';
import { findService, serviceSeo } from '@mocks/data/services';
import { server } from '@mocks/node';
import { DEFAULT_IMAGE } from '@/ui/image';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

const nurse = findService('perawat')!;
const TASK_TEXT = 'Tugas perawat selama kunjungan:';
const WOUND_TEXT = /Perawatan luka operasi, luka diabetes/;
const ELDERLY_TEXT = /Pendampingan lansia untuk aktivitas harian/;

beforeAll(async () => {
  // Compiled once up front, so the first test does not spend its wait on the lazy import.
  await import('./service-detail.route');
});

const main = async () => within(await screen.findByRole('main'));
const findSection = async (name: string | RegExp) =>
  within((await (await main()).findByRole('heading', { level: 2, name })).closest('section')!);
const chatText = () => new URL(screen.getByRole('link', { name: 'Chat WhatsApp' }).getAttribute('href')!).searchParams.get('text');

describe('service detail', () => {
  it('titles the hero with the service and shows its description', async () => {
    renderApp('/service/perawat');
    const page = await main();
    expect(
      await page.findByRole('heading', { level: 1, name: 'Reservasi Perawat hari ini, bisa datang sekarang!' }),
    ).toBeInTheDocument();
    expect(await page.findByText(/mendampingi pasien pascaoperasi/)).toBeInTheDocument();
  });

  it('starts the FAQ, why-us and contact calls before the service record arrives', async () => {
    const requests = recordRequests();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/services/perawat'), async () => {
        await held;
        return HttpResponse.json({ service: nurse, seo: serviceSeo(nurse) });
      }),
    );
    renderApp('/service/perawat');
    // The record is held back, so these can only come from the loader's prefetch.
    for (const path of ['/services/perawat', '/faq/service/perawat', '/why-us', '/contact']) {
      await waitFor(() => expect(requests.to(path)).toHaveLength(1));
    }
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /Reservasi Perawat/ })).toBeInTheDocument();
  });

  it('toggles the sub-service chips: one at a time, and a second click brings the task description back', async () => {
    const { user } = renderApp('/service/perawat');
    const section = await findSection('Tentang Layanan Perawat');
    expect(section.getByRole('heading', { level: 3, name: 'Kategori Perawat' })).toBeInTheDocument();
    const chips = section.getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(nurse.sub_services.map((item) => item.name));
    const pressed = () => chips.map((chip) => chip.getAttribute('aria-pressed'));
    expect(pressed()).toEqual(['false', 'false', 'false']);
    expect(await section.findByText(TASK_TEXT)).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Perawatan Luka' }));
    expect(pressed()).toEqual(['true', 'false', 'false']);
    expect(await section.findByText(WOUND_TEXT)).toBeInTheDocument();
    expect(section.queryByText(TASK_TEXT)).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Perawat Lansia' }));
    expect(pressed()).toEqual(['false', 'true', 'false']);
    expect(await section.findByText(ELDERLY_TEXT)).toBeInTheDocument();
    expect(section.queryByText(WOUND_TEXT)).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Perawat Lansia' }));
    expect(pressed()).toEqual(['false', 'false', 'false']);
    expect(await section.findByText(TASK_TEXT)).toBeInTheDocument();
    expect(section.queryByText(ELDERLY_TEXT)).not.toBeInTheDocument();
  });

  it("shows the candidates with the default image for a missing photo and 'Tidak tersedia' for a missing name", async () => {
    const employees = [
      { photo: '/demo/employees/employee-1.svg', user: { name: 'Ns. Rina Marlina, S.Kep' } },
      { photo: null, user: { name: 'Ns. Yusuf Hidayat, S.Kep' } },
      { photo: '/demo/employees/employee-3.svg', user: null },
    ];
    server.use(
      http.get(api('/services/perawat'), () => HttpResponse.json({ service: { ...nurse, employees }, seo: serviceSeo(nurse) })),
    );
    renderApp('/service/perawat');
    const section = await findSection('Kandidat Kami');
    expect(await section.findByRole('img', { name: 'Foto Ns. Rina Marlina, S.Kep' })).toHaveAttribute(
      'src',
      '/demo/employees/employee-1.svg',
    );
    // Swiper loads after the first slide has been standing in for the carousel.
    expect(await section.findByRole('img', { name: 'Foto Ns. Yusuf Hidayat, S.Kep' })).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(await section.findByText('Tidak tersedia')).toBeInTheDocument();
  });

  it("compares 'Homecare Lain' with Rawatin, crosses read 'Tidak' and checks 'Ya'", async () => {
    renderApp('/service/perawat');
    const section = await findSection('Kenapa Memilih Rawatin?');
    const column = (title: string) => within(section.getByRole('heading', { level: 3, name: title }).parentElement!);
    const marks = (title: string) => column(title).getAllByRole('listitem').map((row) => row.textContent);
    expect(marks('Homecare Lain')).toEqual([
      'TidakTenaga kesehatan belum tentu memiliki STR aktif',
      'TidakBiaya transportasi dihitung terpisah',
      'TidakJadwal kunjungan menyesuaikan ketersediaan petugas',
      'YaReservasi lewat telepon',
      'TidakTidak ada pengganti bila perawat berhalangan',
    ]);
    expect(marks('Rawatin')).toHaveLength(5);
    expect(marks('Rawatin').every((text) => text?.startsWith('Ya'))).toBe(true);
  });

  it("shows the service's own FAQ, the stats, the steps and the contact block", async () => {
    renderApp('/service/perawat');
    const faq = await findSection('Pertanyaan yang Sering Diajukan');
    const triggers = await faq.findAllByRole('button');
    expect(triggers.map((t) => t.textContent)).toEqual([1, 3, 5, 9].map((index) => faqs[index]!.title));
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    expect(await findSection('Mengapa Kami?')).toBeTruthy();
    expect(await findSection('Cara Pemesanan')).toBeTruthy();
    expect(await (await findSection('Hubungi Kami')).findAllByRole('link')).toHaveLength(6);
  });

  it('keeps the page when the service FAQ fails', async () => {
    const logged = expectConsoleError('[query ["faq","service","perawat"]]');
    server.use(http.get(api('/faq/service/:slug'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/service/perawat');
    expect(await (await findSection('Pertanyaan yang Sering Diajukan')).findByText('Belum Ada Data FAQ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Reservasi Perawat/ })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[query ["faq","service","perawat"]]', expect.any(HTTPError));
  });

  it("sets the head from the response's seo and names the service in the chat widget", async () => {
    const { router } = renderApp('/service/fisioterapi');
    await screen.findByRole('heading', { level: 1, name: /Reservasi Fisioterapi/ });
    await waitFor(() => expect(document.title).toBe('Fisioterapi Home Care | Rawatin'));
    expect(chatText()).toBe('Halo Saya ingin konsultasi mengenai layanan Fisioterapi');

    await act(() => router.navigate('/service'));
    await screen.findByRole('heading', { level: 1, name: 'Layanan' });
    expect(chatText()).toBe('Halo Saya ingin konsultasi');
  });

  it('shows the not-found screen for an unknown slug', async () => {
    // A 404 is an answer: nothing is logged (any console.error fails the test).
    renderApp('/service/tidak-ada');
    expect(await screen.findByText('Error 404 Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Reservasi/ })).not.toBeInTheDocument();
  });
});
