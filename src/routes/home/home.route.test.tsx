import { act, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { api } from '@mocks/api-url';
import { homeFaqs } from '@mocks/data/faq';
import { services } from '@mocks/data/services';
import { banners, contact, whyUs } from '@mocks/data/site';
import { server } from '@mocks/node';
import { CONSULTATION_GREETING, whatsappUrl } from '@/lib/whatsapp';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';
import { intersect, stubIntersectionObserver } from '@/test/intersection-observer';
import { recordRequests } from '@/test/requests';
import { ORDER_STEPS } from '@/features/services/order-steps';
import { stubReducedMotion } from './home.test-helper';

const main = () => within(screen.getByRole('main'));
const findSection = async (name: string) =>
  within((await within(await screen.findByRole('main')).findByRole('heading', { level: 2, name })).closest('section')!);
const statsSection = () => screen.getByRole('heading', { level: 2, name: 'Mengapa Kami?' }).closest('section')!;
const figures = () => Array.from(statsSection().querySelectorAll('[data-count-up]')).map((el) => el.textContent);

// Compiled once up front, so no test spends its wait on a lazy import: the screen, and Swiper,
// which the banner carousel loads once the page is idle.
beforeAll(() => Promise.all([import('./home.route'), import('@/ui/carousel-swiper')]), 30_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home', () => {
  it('starts every section query at once', async () => {
    const requests = recordRequests();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Apa itu Rawatin?' });
    for (const path of ['/banners', '/services', '/why-us', '/faq', '/contact']) {
      await waitFor(() => expect(requests.to(path)).toHaveLength(1));
    }
  });

  it('shows each banner title and sub_title, a pause control, and Hubungi Kami to WhatsApp', async () => {
    renderApp('/');
    await screen.findByRole('main');
    for (const banner of banners) {
      expect(await main().findByRole('heading', { name: banner.title })).toBeInTheDocument();
      expect(main().getByText(banner.sub_title)).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'Jeda slide otomatis' })).toBeInTheDocument();
    const cta = main().getByRole('link', { name: 'Hubungi Kami' });
    expect(cta).toHaveAttribute('href', whatsappUrl(CONSULTATION_GREETING));
    expect(cta).toHaveAttribute('target', '_blank');
  });

  it('has the intro, the services grid with prices and the four ordering steps', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Apa itu Rawatin?' })).toBeInTheDocument();
    const cards = await (await findSection('Layanan Kami')).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(services.map((s) => `/service/${s.slug}`));
    expect(cards[0]).toHaveTextContent('Perawat');
    expect(cards[0]).toHaveTextContent('Mulai dari Rp. 175.000');
    expect(cards[1]).toHaveTextContent('Mulai dari Rp. 200.000');

    const steps = (await findSection('Cara Pemesanan')).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(ORDER_STEPS.map((step) => step.title));
  });

  it('counts the stats up from 0 only once they scroll into view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const observers = stubIntersectionObserver();
    renderApp('/', { userOptions: { advanceTimers: vi.advanceTimersByTime } });
    await screen.findByRole('heading', { name: 'Mengapa Kami?' });
    await waitFor(() => expect(figures()).toHaveLength(4));
    expect(figures()).toEqual(['10+', 'Rp. 0', '0+', '>0']);

    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(figures()).toEqual(['10+', 'Rp. 0', '0+', '>0']);

    act(() => intersect(observers, statsSection()));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    // patient_total 2500 after the literal '1'; the cheapest service is 50000; 350 staff.
    expect(figures()).toEqual(['12.500+', 'Rp. 50.000', '10+', '>350']);
    expect(within(statsSection()).getByText('12.500+', { selector: '.visually-hidden' })).toBeInTheDocument();
  });

  it('shows the final figures at once and does not autoplay under reduced motion', async () => {
    stubReducedMotion();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Mengapa Kami?' });
    await waitFor(() => expect(figures()).toEqual(['12.500+', 'Rp. 50.000', '10+', '>350']));
    await screen.findByRole('heading', { name: banners[0]!.title });
    expect(screen.queryByRole('button', { name: 'Jeda slide otomatis' })).not.toBeInTheDocument();
  });

  it('opens the first FAQ, keeps one open at a time, closes the open one on click, and links to /faq', async () => {
    const { user } = renderApp('/');
    const faq = await findSection('Pertanyaan yang Sering Diajukan');
    const triggers = await faq.findAllByRole('button');
    expect(triggers.map((t) => t.textContent)).toEqual(homeFaqs.map((item) => item.title));
    const expanded = () => triggers.map((t) => t.getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(await faq.findByText(/Home care adalah layanan kesehatan/)).toBeInTheDocument();

    await user.click(triggers[2]!);
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
    // A closed answer stays in the page, for readers without scripts; its panel is closed (hidden by its style).
    expect(faq.getByText(/Home care adalah layanan kesehatan/).closest('[role="region"]')).toHaveAttribute('data-state', 'closed');
    expect(faq.getByRole('region', { name: homeFaqs[2]!.title })).toHaveAttribute('data-state', 'open');

    await user.click(triggers[2]!);
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'false']);
    expect(faq.getByRole('link', { name: 'Lihat Lainnya' })).toHaveAttribute('href', '/faq');
  });

  it('shows the contact block buttons', async () => {
    renderApp('/');
    const block = await findSection('Hubungi Kami');
    expect(await block.findByRole('link', { name: `WhatsApp ${contact.whatsapp.title}` })).toHaveAttribute(
      'href',
      contact.whatsapp.link,
    );
    expect(block.getAllByRole('link')).toHaveLength(6);
  });
});

describe('home when a call fails', () => {
  it('keeps the services grid and the WhatsApp button when /banners answers 500', async () => {
    const logged = expectConsoleError('[query ["site","banners"]]');
    server.use(http.get(api('/banners'), () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    renderApp('/');
    expect(await (await findSection('Layanan Kami')).findByRole('link', { name: /Perawat/ })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Layanan Kesehatan Homecare yang Datang ke Rumah Anda' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Hubungi Kami' })).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: banners[0]!.title })).not.toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[query ["site","banners"]]', expect.any(HTTPError)));
  });

  it('keeps the banners when /services answers 500, and prices the stats at the default', async () => {
    const logged = expectConsoleError('[query ["services","list"]]');
    server.use(http.get(api('/services'), () => new HttpResponse(null, { status: 500 })));
    stubReducedMotion();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: banners[0]!.title })).toBeInTheDocument();
    expect(await (await findSection('Layanan Kami')).findByText('Belum ada data layanan.')).toBeInTheDocument();
    await waitFor(() => expect(figures()).toContain('Rp. 175.000'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[query ["services","list"]]', expect.any(HTTPError)));
  });

  it('shows the FAQ empty text for a malformed /faq answer, and the rest of the page', async () => {
    const logged = expectConsoleError('[query ["faq","home"]]');
    server.use(http.get(api('/faq'), () => HttpResponse.json([{ category: 'Umum' }])));
    renderApp('/');
    expect(await (await findSection('Pertanyaan yang Sering Diajukan')).findByText('Belum Ada Data FAQ')).toBeInTheDocument();
    expect(await (await findSection('Hubungi Kami')).findAllByRole('link')).toHaveLength(6);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[query ["faq","home"]]', expect.any(z.core.$ZodError)));
  });

  it('leaves out a why-us social link that is not a web URL', async () => {
    server.use(
      http.get(api('/why-us'), () =>
        HttpResponse.json({
          ...whyUs,
          contacts: { instagram: { link: 'javascript:alert(1)' }, tiktok: { link: 'data:text/html,x' } },
        }),
      ),
    );
    renderApp('/');
    const stats = await findSection('Mengapa Kami?');
    await waitFor(() => expect(statsSection().querySelector('[data-skeleton]')).toBeNull());
    expect(stats.queryByRole('link')).not.toBeInTheDocument();
    expect(stats.queryByText('Instagram')).not.toBeInTheDocument();
  });

  it('shows dashes for the why-us figures when /why-us fails', async () => {
    const logged = expectConsoleError('[query ["site","why-us"]]');
    server.use(http.get(api('/why-us'), () => HttpResponse.error()));
    stubReducedMotion();
    renderApp('/');
    const stats = await findSection('Mengapa Kami?');
    await waitFor(() => expect(stats.getAllByText('-')).toHaveLength(2));
    await waitFor(() => expect(figures()).toEqual(['Rp. 50.000', '10+']));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[query ["site","why-us"]]', expect.any(TypeError)));
  });
});
