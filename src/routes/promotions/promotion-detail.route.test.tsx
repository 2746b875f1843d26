import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotions } from '@mocks/data/promotions';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const LANSIA = promotions.find((promotion) => promotion.slug === 'paket-lansia-sehat')!;

describe('promotion detail', () => {
  it('shows the title, banner, expiry, quota, description with its video, and other promotions', async () => {
    const { container } = renderApp(`/promotion/${LANSIA.slug}`);

    expect(await screen.findByRole('heading', { level: 1, name: LANSIA.title })).toBeInTheDocument();
    const banner = screen.getAllByRole('img', { name: LANSIA.title })[0]!;
    expect(banner).toHaveAttribute('src', LANSIA.banner);
    expect(banner).toHaveAttribute('height', '400');
    // The banner is the page's largest first paint: asked for at once and first.
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    const expiry = screen.getAllByText('Aktif Sampai')[0]!;
    expect(expiry.textContent).toBe(`Aktif Sampai ${formatLongDate(LANSIA.expired_date)}`);
    const summary = expiry.parentElement!;
    expect(within(summary).getByRole('progressbar', { name: 'Tersisa 20 kuota lagi' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(summary).getByRole('button', { name: 'Pakai Promo' })).toBeInTheDocument();

    expect(await screen.findByText(/Paket pemantauan kesehatan lansia/)).toBeInTheDocument();
    const frame = await waitFor(() => {
      const found = container.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/Hn4vKc8ZpTw');
    expect(frame).toHaveAttribute('height', '500');

    const others = screen.getByRole('region', { name: 'Promo Lainnya' });
    expect(within(others).getAllByRole('article')).toHaveLength(3);
    expect(within(others).queryByRole('article', { name: LANSIA.title })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat Promo Lainnya' })).toHaveAttribute('href', '/promotion');
  });

  it("shows '-' for a missing expiry and no quota bar when quota_status is not 1", async () => {
    renderApp('/promotion/member-keluarga-rawatin');
    await screen.findByRole('heading', { level: 1, name: 'Member Keluarga Rawatin: Potongan 10% Setiap Kunjungan' });
    const summary = screen.getAllByText('Aktif Sampai')[0]!.parentElement!;
    expect(screen.getAllByText('Aktif Sampai')[0]!.textContent).toBe('Aktif Sampai -');
    expect(within(summary).queryByRole('progressbar')).toBeNull();
  });

  it('opens another promotion from the other-promotions cards', async () => {
    const { user, router } = renderApp(`/promotion/${LANSIA.slug}`);
    const others = await screen.findByRole('region', { name: 'Promo Lainnya' });
    const first = within(others).getAllByRole('article')[0]!;
    const title = within(first).getByRole('heading').textContent!;

    await user.click(within(first).getByRole('link', { name: 'Lihat Detail' }));

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/promotion/${promotions[0]!.slug}`);
  });

  it('shows the not-found screen for an unknown slug', async () => {
    // A 404 is an answer: nothing is logged (any console.error fails the test).
    renderApp('/promotion/promo-lama');
    expect(await screen.findByText('Error 404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('Oops')).toBeInTheDocument();
  });
});
