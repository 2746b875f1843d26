import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { contact } from '@mocks/data/site';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
// The first render waits for the lazy screen module, slow on a busy machine.
const FIRST_RENDER = { timeout: 5000 };

async function renderAbout() {
  const rendered = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' }, FIRST_RENDER);
  return rendered;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('about', () => {
  it('shows the description as HTML and the Visi and Misi blocks', async () => {
    await renderAbout();
    const brand = await main().findByText('Rawatin', { selector: 'strong' });
    expect(brand.closest('p')).toHaveTextContent(/adalah layanan kesehatan rumah \(home care\)/);

    const vision = main().getByRole('region', { name: 'Visi' });
    expect(await within(vision).findByText(/Menjadi penyedia layanan kesehatan rumah/)).toBeInTheDocument();
    const mission = main().getByRole('region', { name: 'Misi' });
    expect(await within(mission).findAllByRole('listitem')).toHaveLength(4);
  });

  it('sanitizes the HTML of the API', async () => {
    server.use(
      http.get(api('/about'), () =>
        HttpResponse.json({
          about: {
            description:
              '<p>Aman<script>window.hacked = true</script><img src="x" onerror="window.hacked = true" alt="gambar"></p>' +
              '<a href="javascript:window.hacked = true">tautan</a>',
          },
          vision: { description: '<p onclick="window.hacked = true">Visi kami</p>' },
          mission: null,
        }),
      ),
    );
    await renderAbout();
    const text = await main().findByText('Aman');
    expect(main().getByRole('img', { name: 'gambar' })).not.toHaveAttribute('onerror');
    expect(main().getByText('tautan')).not.toHaveAttribute('href', expect.stringMatching(/^javascript:/));
    expect(await main().findByText('Visi kami')).not.toHaveAttribute('onclick');
    expect(screen.getByRole('main').querySelector('script')).toBeNull();
    expect(text).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('links instagram, facebook and tiktok from GET /contact in a new tab', async () => {
    await renderAbout();
    const social = within(await main().findByRole('list', { name: 'Media sosial' }));
    const links = social.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Instagram (tab baru)', contact.instagram.link],
      ['Facebook (tab baru)', contact.facebook.link],
      ['TikTok (tab baru)', contact.tiktok.link],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves out a network without a link', async () => {
    server.use(http.get(api('/contact'), () => HttpResponse.json({ ...contact, tiktok: { title: null, link: null } })));
    await renderAbout();
    const social = within(await main().findByRole('list', { name: 'Media sosial' }));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Instagram (tab baru)',
      'Facebook (tab baru)',
    ]);
  });

  it('shows the poster as a still image when there is no video', async () => {
    await renderAbout();
    const poster = main().getByRole('img', { name: 'Tentang Rawatin' });
    expect(poster).toHaveAttribute('src', '/demo/about-poster.svg');
    expect(poster).toHaveAttribute('width', '1280');
    expect(poster).toHaveAttribute('height', '720');
    expect(screen.getByRole('main').querySelector('video')).toBeNull();
  });

  it("shows 'Tidak tersedia' in each block when GET /about fails, and the rest keeps working", async () => {
    server.use(http.get(api('/about'), () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    await renderAbout();
    expect(await main().findAllByText('Tidak tersedia')).toHaveLength(3);
    expect(within(main().getByRole('region', { name: 'Visi' })).getByText('Tidak tersedia')).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'Instagram (tab baru)' })).toBeInTheDocument();
  });
});
