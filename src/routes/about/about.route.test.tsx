import { screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { contact } from '@mocks/data/site';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';

const main = () => within(screen.getByRole('main'));
// The first render waits for the lazy screen module, slow on a busy machine.
const FIRST_RENDER = { timeout: 5000 };

async function renderAbout() {
  const rendered = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: 'Tentang Kami' }, FIRST_RENDER);
  // The title shows in the route's fallback already; the screen itself has arrived with its blocks.
  await screen.findByRole('region', { name: 'Visi' }, FIRST_RENDER);
  return rendered;
}

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

  it('keeps the HTML of the API from covering the page or handing a window its opener', async () => {
    server.use(
      http.get(api('/about'), () =>
        HttpResponse.json({
          about: {
            description:
              '<p style="text-align:center">Tentang kami</p>' +
              '<a href="https://example.com/promo" target="_BLANK" ' +
              'style="position:fixed; top:0; left:0; width:100vw; height:100vh; z-index:2147483647">Promo</a>' +
              '<a href="https://example.com/lain" target="foo">Lain</a><img src="/demo/tim-rawatin.jpg">',
          },
          vision: null,
          mission: null,
        }),
      ),
    );
    await renderAbout();
    const overlay = await main().findByRole('link', { name: 'Promo' });
    expect(overlay).not.toHaveAttribute('style');
    expect(overlay).toHaveAttribute('rel', 'noopener noreferrer');
    expect(main().getByRole('link', { name: 'Lain' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(main().getByText('Tentang kami')).toHaveAttribute('style', 'text-align: center');
    const image = screen.getByRole('main').querySelector('img[src="/demo/tim-rawatin.jpg"]');
    expect(image).toHaveAttribute('alt', '');
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

  it('leaves out a network whose link is not a web, phone or mail URL', async () => {
    server.use(
      http.get(api('/contact'), () =>
        HttpResponse.json({
          ...contact,
          instagram: { title: contact.instagram.title, link: 'javascript:alert(1)' },
          facebook: { title: contact.facebook.title, link: ' data:text/html,<script>alert(1)</script>' },
        }),
      ),
    );
    await renderAbout();
    const social = within(await main().findByRole('list', { name: 'Media sosial' }));
    expect(social.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['TikTok (tab baru)', contact.tiktok.link],
    ]);
  });

  it('shows no social list when every link is unsafe', async () => {
    server.use(
      http.get(api('/contact'), () =>
        HttpResponse.json({
          ...contact,
          instagram: { title: null, link: 'javascript:alert(1)' },
          facebook: { title: null, link: 'DATA:text/html,x' },
          tiktok: { title: null, link: 'vbscript:msgbox(1)' },
        }),
      ),
    );
    await renderAbout();
    // Both calls have answered once no placeholder is left.
    await waitFor(() => expect(screen.getByRole('main').querySelector('[data-skeleton]')).toBeNull());
    expect(main().queryByRole('list', { name: 'Media sosial' })).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('a[href*="script:" i], a[href^="data:" i]')).toBeNull();
  });

  it('plays the demo video, WebM then MP4, over its poster', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play');
    await renderAbout();
    const video = screen.getByRole('main').querySelector('video')!;
    expect(video).toHaveAttribute('aria-label', 'Tentang Rawatin');
    expect(video).toHaveAttribute('poster', '/site/about-poster.svg');
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveAttribute('height', '720');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/site/about-video.webm',
      '/site/about-video.mp4',
    ]);
    // Decided in an effect, which may run after the checks above.
    await waitFor(() => expect(play).toHaveBeenCalled());
  });

  it("shows 'Tidak tersedia' in each block when GET /about fails, logs it, and the rest keeps working", async () => {
    const logged = expectConsoleError('[query ["site","about"]]');
    server.use(http.get(api('/about'), () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    await renderAbout();
    expect(await main().findAllByText('Tidak tersedia')).toHaveLength(3);
    expect(within(main().getByRole('region', { name: 'Visi' })).getByText('Tidak tersedia')).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'Instagram (tab baru)' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[query ["site","about"]]', expect.any(HTTPError));
  });
});
