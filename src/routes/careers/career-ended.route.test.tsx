import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { careers } from '@mocks/data/careers';
import { server } from '@mocks/node';
import { providerDayFromNow } from '@/lib/dates';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';

// Loads the lazy screen modules before the clock of any test starts (the machine is shared and slow).
beforeAll(() => Promise.all([import('./career-detail.route'), import('./career-list.route')]), 30_000);

const slow = { timeout: 10_000 };
const YESTERDAY = providerDayFromNow(-1);
const TODAY = providerDayFromNow(0);
const closed = { ...careers[0]!, deadline: YESTERDAY };
const closesToday = { ...careers[1]!, deadline: TODAY };

describe('an opening past its deadline', () => {
  it("says 'Lowongan ditutup' on its detail instead of offering 'Lamar Sekarang'", async () => {
    server.use(http.get(api('/career/:slug'), () => HttpResponse.json({ data: closed })));
    renderApp(`/career/${closed.slug}`);
    expect(await screen.findByText('Lowongan ditutup', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(`Aktif Sampai : ${formatLongDate(YESTERDAY)}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deskripsi Pekerjaan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lamar Sekarang' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lamar Sekarang' })).toBeNull();
  });

  it("still offers 'Lamar Sekarang' on the day of the deadline", async () => {
    server.use(http.get(api('/career/:slug'), () => HttpResponse.json({ data: closesToday })));
    renderApp(`/career/${closesToday.slug}`);
    expect(await screen.findByRole('link', { name: 'Lamar Sekarang' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Lowongan ditutup')).toBeNull();
  });

  it("marks its card 'Lowongan ditutup' beside the deadline, and only its card", async () => {
    server.use(http.get(api('/career'), () => HttpResponse.json({ data: [closed, closesToday, ...careers.slice(2)] })));
    renderApp('/career');
    await screen.findAllByRole('link', { name: 'Lihat Detail' }, slow);

    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 3 }));
    const closedCard = cards[0]!;
    expect(within(closedCard).getByRole('heading', { level: 3 })).toHaveTextContent(closed.position);
    expect(within(closedCard).getByText(`Aktif Sampai : ${formatLongDate(YESTERDAY)}`)).toBeInTheDocument();
    expect(within(closedCard).getByText('Lowongan ditutup')).toBeInTheDocument();
    expect(within(closedCard).getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', `/career/${closed.slug}`);
    expect(screen.getAllByText('Lowongan ditutup')).toHaveLength(1);
  });
});
