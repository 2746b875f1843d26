import { screen, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { contact } from '@mocks/data/site';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  // Compiled once up front, so the first test does not spend its wait on the lazy import.
  await import('./contact.route');
});

afterEach(() => {
  delete window.fbq;
});

const main = async () => within(await screen.findByRole('main'));

describe('contact', () => {
  it("is titled 'Kontak' with the six contact and social buttons", async () => {
    renderApp('/contact');
    const page = await main();
    // The title shows in the route's fallback first: read it once the screen has its links.
    const links = await page.findAllByRole('link');
    expect(page.getByRole('heading', { level: 1, name: 'Kontak' })).toBeInTheDocument();
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      [`WhatsApp ${contact.whatsapp.title}`, contact.whatsapp.link, '_blank'],
      [`Call Center ${contact.call_center.title}`, contact.call_center.link, null],
      [`Email ${contact.email.title}`, contact.email.link, null],
      [`Instagram ${contact.instagram.title}`, contact.instagram.link, '_blank'],
      [`TikTok ${contact.tiktok.title}`, contact.tiktok.link, '_blank'],
      [`Facebook ${contact.facebook.title}`, contact.facebook.link, '_blank'],
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Hubungi Langsung', 'Media Sosial']);
  });

  it("shows 'Tidak tersedia' for a missing title", async () => {
    server.use(
      http.get(api('/contact'), () =>
        HttpResponse.json({ ...contact, email: { title: null, link: contact.email.link }, tiktok: null }),
      ),
    );
    renderApp('/contact');
    const page = await main();
    expect(await page.findByRole('link', { name: 'Email Tidak tersedia' })).toHaveAttribute('href', contact.email.link);
    // No link at all: the button shows the text but leads nowhere.
    expect(page.getByText('TikTok').closest('a')).toBeNull();
    expect(page.getAllByText('Tidak tersedia')).toHaveLength(2);
  });

  it('fires the pixel Purchase for the WhatsApp and call-centre buttons only', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    // jsdom cannot follow tel: or mailto: links.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, true);
    onTestFinished(() => document.removeEventListener('click', stay, true));
    const { user } = renderApp('/contact');
    const page = await main();
    await user.click(await page.findByRole('link', { name: /^WhatsApp/ }));
    expect(fbq).toHaveBeenCalledExactlyOnceWith('track', 'Purchase', { value: 9, currency: 'IDR' });

    await user.click(page.getByRole('link', { name: /^Call Center/ }));
    expect(fbq).toHaveBeenCalledTimes(2);
    expect(fbq).toHaveBeenLastCalledWith('track', 'Purchase', { value: 9, currency: 'IDR' });

    await user.click(page.getByRole('link', { name: /^Instagram/ }));
    await user.click(page.getByRole('link', { name: /^Email/ }));
    expect(fbq).toHaveBeenCalledTimes(2);
  });

  it('shows an unsafe link as text, with no link and no pixel', async () => {
    const unsafe = {
      whatsapp: { title: contact.whatsapp.title, link: 'javascript:alert(1)' },
      call_center: { title: contact.call_center.title, link: ' DATA:text/html,<script>alert(1)</script>' },
      email: { title: null, link: 'vbscript:msgbox(1)' },
      instagram: { title: contact.instagram.title, link: 'java\tscript:alert(1)' },
    };
    server.use(http.get(api('/contact'), () => HttpResponse.json({ ...contact, ...unsafe })));
    const fbq = vi.fn();
    window.fbq = fbq;
    const { user } = renderApp('/contact');
    const page = await main();
    // The safe ones still link.
    expect(await page.findByRole('link', { name: /^TikTok/ })).toHaveAttribute('href', contact.tiktok.link);
    expect(page.getAllByRole('link').map((link) => link.textContent)).toEqual([
      `TikTok ${contact.tiktok.title}`,
      `Facebook ${contact.facebook.title}`,
    ]);
    for (const { link } of Object.values(unsafe)) {
      expect(screen.getByRole('main').querySelector(`[href="${CSS.escape(link.trim())}"]`)).toBeNull();
    }
    expect(page.getByText(contact.whatsapp.title).closest('a')).toBeNull();
    expect(page.getByText(contact.call_center.title).closest('a')).toBeNull();
    expect(page.getByText('Tidak tersedia').closest('a')).toBeNull();

    await user.click(page.getByText(contact.whatsapp.title));
    await user.click(page.getByText(contact.call_center.title));
    expect(fbq).not.toHaveBeenCalled();
  });

  it('shows the empty state when /contact fails', async () => {
    const logged = expectConsoleError('[query ["site","contact"]]');
    server.use(http.get(api('/contact'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/contact');
    expect(await (await main()).findByText('Data kontak belum tersedia.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[query ["site","contact"]]', expect.any(HTTPError));
  });
});
