import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { api } from '@mocks/api-url';
import { services } from '@mocks/data/services';
import { branches, contact } from '@mocks/data/site';
import { BRAND_NAME } from '@/lib/brand';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';

// A screen without data of its own, so the footer's calls are the only ones that matter.
const QUIET_PATH = '/validation-document';

const navLinks = () => within(screen.getByRole('navigation', { name: 'Menu utama' })).getAllByRole('link');
const footer = () => screen.getByRole('contentinfo');

async function renderFrame(path: string) {
  const rendered = renderApp(path);
  // The first visit of a screen also loads its lazy module.
  await screen.findByRole('navigation', { name: 'Menu utama' }, { timeout: 10_000 });
  return rendered;
}

describe('footer', () => {
  it('shows services, branches and contacts from the API, and the fixed sections', async () => {
    await renderFrame(QUIET_PATH);
    const foot = within(footer());

    for (const service of services) {
      expect(await foot.findByRole('link', { name: service.name }, { timeout: 5000 })).toHaveAttribute('href', `/service/${service.slug}`);
    }
    for (const branch of branches) {
      expect(foot.getByText(branch.title)).toBeInTheDocument();
      const address = foot.getByRole('link', { name: branch.address });
      expect(address).toHaveAttribute('href', branch.url);
      expect(address).toHaveAttribute('target', '_blank');
      expect(address).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(foot.getByRole('link', { name: `Call Center: ${contact.call_center.title}` })).toHaveAttribute(
      'href',
      contact.call_center.link,
    );
    expect(foot.getByRole('link', { name: `WhatsApp: ${contact.whatsapp.title}` })).toHaveAttribute(
      'href',
      contact.whatsapp.link,
    );

    expect(foot.getByRole('heading', { name: 'Kontak Kami' })).toBeInTheDocument();
    expect(foot.getByRole('heading', { name: 'Layanan Kami' })).toBeInTheDocument();
    expect(foot.getByRole('heading', { name: 'Support By' })).toBeInTheDocument();
    expect(foot.getByText('Transfer Bank')).toBeInTheDocument();
    for (const bank of ['BCA', 'BRI', 'BNI', 'Mandiri', 'Permata']) {
      const logo = foot.getByRole('img', { name: bank });
      expect(logo).toHaveAttribute('width');
      expect(logo).toHaveAttribute('height');
    }
    expect(footer().querySelectorAll('img[src^="/site/support/"]')).toHaveLength(4);
    // Each logo is a raster file the site ships: an SVG image would be a document of its own,
    // parsed, laid out and painted on the page's main thread while the page starts.
    const logos = Array.from(footer().querySelectorAll('img[src^="/site/banks/"], img[src^="/site/support/"]'), (img) => img.getAttribute('src') ?? '');
    expect(logos).toHaveLength(9);
    for (const src of logos) {
      expect(src).toMatch(/\.webp$/);
      expect(existsSync(join('public', src)), src).toBe(true);
    }

    expect(foot.getByRole('heading', { name: `Jelajah ${BRAND_NAME}` })).toBeInTheDocument();
    const explore = within(foot.getByRole('navigation', { name: `Jelajah ${BRAND_NAME}` }));
    expect(explore.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Validasi Dokumen', '/validation-document'],
      [`Karir ${BRAND_NAME}`, '/career'],
      ['Syarat & Ketentuan', '/terms-conditions'],
      ['Kerja Sama', '/partner'],
      ['FAQ', '/faq'],
    ]);
    expect(foot.getByText(`© ${new Date().getFullYear()} ${BRAND_NAME}`)).toBeInTheDocument();
  });

  it('shows shimmer placeholders while its data loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/contact'), async () => (await gate, HttpResponse.json(contact))),
      http.get(api('/services'), async () => (await gate, HttpResponse.json(services))),
      http.get(api('/branch'), async () => (await gate, HttpResponse.json(branches))),
    );
    await renderFrame(QUIET_PATH);
    const foot = within(footer());

    expect(foot.getAllByText('Memuat...')).toHaveLength(3);
    expect(footer().querySelectorAll('[data-skeleton][aria-hidden="true"]').length).toBeGreaterThanOrEqual(3);

    release();
    expect(await foot.findByRole('link', { name: services[0]!.name }, { timeout: 5000 })).toBeInTheDocument();
    expect(foot.queryByText('Memuat...')).not.toBeInTheDocument();
    expect(footer().querySelector('[data-skeleton]')).toBeNull();
  });

  it('keeps its lists empty when the calls fail, logs them, and the page keeps working', async () => {
    const keys = ['["site","contact"]', '["services","list"]', '["site","branches"]'];
    const logged = keys.map((key) => expectConsoleError(`[query ${key}]`));
    server.use(
      http.get(api('/contact'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      http.get(api('/services'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      http.get(api('/branch'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const { router } = await renderFrame(QUIET_PATH);
    const foot = within(footer());

    await waitFor(() => expect(foot.queryByText('Memuat...')).not.toBeInTheDocument(), { timeout: 5000 });
    const serviceList = foot.getByRole('heading', { name: 'Layanan Kami' }).nextElementSibling;
    expect(serviceList?.children).toHaveLength(0);
    expect(foot.queryByText(branches[0]!.title)).not.toBeInTheDocument();
    expect(foot.queryByRole('link', { name: /Call Center/ })).not.toBeInTheDocument();

    keys.forEach((key, index) => expect(logged[index]).toHaveBeenCalledWith(`[query ${key}]`, expect.any(HTTPError)));

    expect(foot.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await act(() => router.navigate('/about'));
    expect(navLinks().find((link) => link.textContent === 'Tentang')).toHaveAttribute('aria-current', 'page');
  });

  it('shows unsafe contact and map links as text, with no link and no pixel', async () => {
    const [first, second, third] = branches;
    server.use(
      http.get(api('/contact'), () =>
        HttpResponse.json({
          ...contact,
          call_center: { title: contact.call_center.title, link: 'javascript:alert(1)' },
          whatsapp: { title: null, link: 'data:text/html,<script>alert(1)</script>' },
        }),
      ),
      http.get(api('/branch'), () =>
        HttpResponse.json([
          { ...first, url: 'VBScript:msgbox(1)' },
          { ...second, url: '\u0001javascript:alert(1)' },
          third,
        ]),
      ),
    );
    const fbq = vi.fn();
    window.fbq = fbq;
    try {
      const { user } = await renderFrame(QUIET_PATH);
      const foot = within(footer());
      expect(await foot.findByRole('link', { name: third!.address }, { timeout: 5000 })).toHaveAttribute('href', third!.url);
      for (const branch of [first!, second!]) {
        expect(foot.getByText(branch.address).closest('a')).toBeNull();
      }
      const callCentre = foot.getByText(contact.call_center.title, { exact: false });
      expect(callCentre.closest('a')).toBeNull();
      expect(foot.getByText('Tidak tersedia', { exact: false }).closest('a')).toBeNull();
      expect(foot.queryByRole('link', { name: /Call Center|WhatsApp/ })).not.toBeInTheDocument();
      expect(footer().querySelector('a[href*="script:" i], a[href^="data:" i]')).toBeNull();

      await user.click(callCentre);
      expect(fbq).not.toHaveBeenCalled();
    } finally {
      delete window.fbq;
    }
  });

  it('counts a click on a contact link as a pixel Purchase', async () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    // jsdom cannot follow tel: or wa.me links.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, true);
    try {
      const { user } = await renderFrame(QUIET_PATH);
      await user.click(await screen.findByRole('link', { name: `Call Center: ${contact.call_center.title}` }, { timeout: 5000 }));
      await user.click(screen.getByRole('link', { name: `WhatsApp: ${contact.whatsapp.title}` }));
      expect(fbq).toHaveBeenCalledTimes(2);
      expect(fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 9, currency: 'IDR' });
    } finally {
      document.removeEventListener('click', stay, true);
      delete window.fbq;
    }
  });
});
