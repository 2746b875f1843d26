import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { whatsappUrl } from '@/lib/whatsapp';
import { renderApp } from '@/test/render-app';
import { defaultPeriodIndex } from './default-period';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const periodButton = (name: string) => within(screen.getByRole('group', { name: 'Periode sewa' })).getByRole('button', { name });
const order = () => screen.getByRole('link', { name: 'Pesan Sekarang' });

async function renderDevice(slug = 'kursi-roda-standar', title = 'Kursi Roda Standar') {
  const rendered = renderApp(`/medical-device/${slug}`);
  await screen.findByRole('heading', { level: 1, name: title });
  return rendered;
}

describe('medical device detail', () => {
  it('shows the breadcrumb, the title and the description', async () => {
    await renderDevice();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Sewa Alat Kesehatan' })).toHaveAttribute('href', '/medical-device');
    expect(crumbs.getByText('Kursi Roda Standar')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Lebar dudukan 46 cm')).toBeInTheDocument();
  });

  it("selects the sequence-1 period wherever it sits, and the price and message follow the selection", async () => {
    const { user } = await renderDevice();
    const buttons = within(screen.getByRole('group', { name: 'Periode sewa' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Mingguan', 'Harian', 'Bulanan']);
    expect(periodButton('Harian')).toHaveAttribute('aria-pressed', 'true');
    expect(periodButton('Mingguan')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Rp. 25.000')).toBeInTheDocument();
    expect(order()).toHaveAttribute('href', whatsappUrl('Halo Saya ingin sewa Kursi Roda Standar (Harian) dengan harga Rp. 25.000'));
    expect(order()).toHaveAttribute('target', '_blank');

    await user.click(periodButton('Bulanan'));

    expect(periodButton('Bulanan')).toHaveAttribute('aria-pressed', 'true');
    expect(periodButton('Harian')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Rp. 450.000')).toBeInTheDocument();
    expect(screen.queryByText('Rp. 25.000')).toBeNull();
    expect(order()).toHaveAttribute('href', whatsappUrl('Halo Saya ingin sewa Kursi Roda Standar (Bulanan) dengan harga Rp. 450.000'));
  });

  it('falls back to the lowest sequence when no period has sequence 1', async () => {
    expect(defaultPeriodIndex([])).toBe(-1);
    expect(
      defaultPeriodIndex([
        { sequence: 4, period: 'Bulanan', price: 1 },
        { sequence: 2, period: 'Harian', price: 2 },
        { sequence: 3, period: 'Mingguan', price: 3 },
      ]),
    ).toBe(1);

    server.use(
      http.get(api('/medical-device/:slug'), () =>
        HttpResponse.json({
          data: {
            seo: null,
            medical_device: {
              slug: 'alat',
              title: 'Alat Contoh',
              display_medical_device_periods: [
                { sequence: 3, period: 'Bulanan', price: '300000' },
                { sequence: 2, period: 'Mingguan', price: 90000 },
              ],
            },
          },
        }),
      ),
    );
    await renderDevice('alat', 'Alat Contoh');
    expect(periodButton('Mingguan')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Rp. 90.000')).toBeInTheDocument();
    // No photos and no thumbnail: the default image.
    expect(screen.getByRole('img', { name: 'Alat Contoh' })).toHaveAttribute('src', '/site/placeholder.svg');
    expect(screen.getByText('Tidak ada deskripsi.')).toBeInTheDocument();
  });

  it('switches the large photo from the thumbnails', async () => {
    const { user } = await renderDevice();
    const thumbs = within(screen.getByRole('list', { name: 'Foto lainnya' })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Kursi Roda Standar, foto 1 dari 3' })).toHaveAttribute(
      'src',
      '/demo/devices/kursi-roda-standar-1.svg',
    );
    // The photo is the page's largest first paint: asked for at once and first.
    expect(screen.getByRole('img', { name: 'Kursi Roda Standar, foto 1 dari 3' })).toHaveAttribute('fetchpriority', 'high');

    await user.click(screen.getByRole('button', { name: 'Foto 3' }));

    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: 'Kursi Roda Standar, foto 3 dari 3' })).toHaveAttribute(
      'src',
      '/demo/devices/kursi-roda-standar-3.svg',
    );
  });

  it("says 'Tidak ada deskripsi.' without a description", async () => {
    await renderDevice('kasur-antidekubitus', 'Kasur Antidekubitus');
    expect(screen.getByText('Tidak ada deskripsi.')).toBeInTheDocument();
  });

  it("puts the response's seo in the head", async () => {
    await renderDevice();
    await waitFor(() => expect(document.title).toBe('Sewa Kursi Roda Standar | Rawatin'));
  });

  it('shows the not-found screen for an unknown slug', async () => {
    // A 404 is an answer: nothing is logged (any console.error fails the test).
    renderApp('/medical-device/kursi-terbang');
    expect(await screen.findByText('Error 404 Not Found')).toBeInTheDocument();
  });
});
