import { screen, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { services } from '@mocks/data/services';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  // Compiled once up front, so the first test does not spend its wait on the lazy import.
  await import('./services.route');
});

const main = async () => within(await screen.findByRole('main'));

describe('services list', () => {
  it("is titled 'Layanan' and links every card to /service/{slug}", async () => {
    renderApp('/service');
    const page = await main();
    // The title shows in the route's fallback first: read it once the screen has its cards.
    const cards = await page.findAllByRole('link');
    expect(page.getByRole('heading', { level: 1, name: 'Layanan' })).toBeInTheDocument();
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(services.map((s) => `/service/${s.slug}`));
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(services.map((s) => s.name));
    expect(cards[0]).toHaveTextContent('Mulai dari Rp. 175.000');
    // '150000.00' arrives as a string and reads as a price.
    expect(cards[4]).toHaveTextContent('Mulai dari Rp. 150.000');
  });

  it("leaves 'Mulai dari' out of a card without a price", async () => {
    const [first, second] = services;
    server.use(http.get(api('/services'), () => HttpResponse.json([{ ...first, start_price: null }, second])));
    renderApp('/service');
    const cards = await (await main()).findAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(first!.name);
    expect(cards[0]).not.toHaveTextContent('Mulai dari');
    expect(cards[1]).toHaveTextContent('Mulai dari Rp. 200.000');
  });

  it('shows the empty state when /services fails, and logs the failure', async () => {
    const logged = expectConsoleError('[query ["services","list"]]');
    server.use(http.get(api('/services'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/service');
    const page = await main();
    expect(await page.findByText('Belum ada data layanan.')).toBeInTheDocument();
    expect(page.getByRole('heading', { level: 1, name: 'Layanan' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[query ["services","list"]]', expect.any(HTTPError));
  });
});
