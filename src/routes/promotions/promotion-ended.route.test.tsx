import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { promotions } from '@mocks/data/promotions';
import { server } from '@mocks/node';
import { providerDayFromNow } from '@/lib/dates';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const slow = { timeout: 10_000 };
const YESTERDAY = providerDayFromNow(-1);
const TODAY = providerDayFromNow(0);
const ended = { ...promotions[0]!, expired_date: YESTERDAY };
const endsToday = { ...promotions[1]!, expired_date: TODAY };
const [third, fourth] = [promotions[2]!, promotions[3]!];

const card = (title: string) => screen.getByRole('article', { name: title });

describe('a promotion past its expiry date', () => {
  it("says 'Promo telah berakhir' on its detail instead of offering 'Pakai Promo'", async () => {
    server.use(
      http.get(api('/promotion/:slug'), () =>
        HttpResponse.json({ data: { promotion: ended, other_promotion: [endsToday, third] } }),
      ),
    );
    renderApp(`/promotion/${ended.slug}`);
    await screen.findByRole('heading', { level: 1, name: ended.title }, slow);

    const expiry = screen.getAllByText('Aktif Sampai')[0]!;
    expect(expiry.textContent).toBe(`Aktif Sampai ${formatLongDate(YESTERDAY)}`);
    const summary = expiry.parentElement!;
    expect(within(summary).getByText('Promo telah berakhir')).toBeInTheDocument();
    expect(within(summary).queryByRole('button')).toBeNull();
    expect(within(summary).queryByRole('link')).toBeNull();

    // A promotion that ends today still runs until midnight in Jakarta.
    const others = screen.getByRole('region', { name: 'Promo Lainnya' });
    expect(within(others).getAllByRole('button', { name: 'Pakai Promo' })).toHaveLength(2);
    expect(within(others).queryByText('Promo telah berakhir')).toBeNull();
  });

  it("shows the ended label on its card, keeps 'Aktif Sampai' and 'Lihat Detail', and offers no 'Pakai Promo'", async () => {
    server.use(
      http.get(api('/promotion'), () =>
        HttpResponse.json({ data: { promotions: [ended, endsToday, third, fourth], meta: { nextPage: null } } }),
      ),
    );
    renderApp('/promotion');
    await screen.findByRole('article', { name: ended.title }, slow);

    const endedCard = card(ended.title);
    expect(within(endedCard).getByText('Aktif Sampai').textContent).toBe(`Aktif Sampai ${formatLongDate(YESTERDAY)}`);
    expect(within(endedCard).getByText('Promo telah berakhir')).toBeInTheDocument();
    expect(within(endedCard).queryByRole('button')).toBeNull();
    expect(within(endedCard).getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', `/promotion/${ended.slug}`);

    expect(within(card(endsToday.title)).getByRole('button', { name: 'Pakai Promo' })).toBeInTheDocument();
    expect(screen.getAllByText('Promo telah berakhir')).toHaveLength(1);
  });
});
