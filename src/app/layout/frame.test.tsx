import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articles } from '@mocks/data/articles';
import { BRAND_NAME } from '@/lib/brand';
import { renderApp } from '@/test/render-app';

// A screen without data of its own, so only the frame's own calls run.
const QUIET_PATH = '/validation-document';

const navLinks = () => within(screen.getByRole('navigation', { name: 'Menu utama' })).getAllByRole('link');
// Screens have header elements of their own: find the site's by its menu.
const header = () => screen.getByRole('navigation', { name: 'Menu utama' }).closest('header')!;

async function renderFrame(path: string) {
  const rendered = renderApp(path);
  // The first visit of a screen also loads its lazy module.
  await screen.findByRole('navigation', { name: 'Menu utama' }, { timeout: 10_000 });
  return rendered;
}

describe('top navigation', () => {
  it('lists the seven entries in order, and the logo links home', async () => {
    await renderFrame('/');
    expect(navLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Beranda', '/'],
      ['Layanan', '/service'],
      ['Alat Kesehatan', '/medical-device'],
      ['Promosi', '/promotion'],
      ['Tentang', '/about'],
      ['Kontak', '/contact'],
      ['Artikel', '/article'],
    ]);
    expect(within(header()).getByRole('link', { name: BRAND_NAME })).toHaveAttribute('href', '/');
    expect(within(header()).getByRole('link', { name: 'Lewati ke konten' })).toHaveAttribute('href', '#main');
  });

  it('marks only the section of the current path as the current page', async () => {
    await renderFrame(`/article/${articles[0]!.article_slug}`);
    expect(navLinks().filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      'Artikel',
    ]);
  });

  it('marks Beranda only on the home page itself', async () => {
    const { router } = await renderFrame('/');
    const current = () => navLinks().filter((link) => link.hasAttribute('aria-current'));
    expect(current().map((link) => link.textContent)).toEqual(['Beranda']);

    await act(() => router.navigate('/articles-lookalike'));
    expect(current()).toEqual([]);
  });

  it('opens and closes the narrow-screen menu, and closes it on a route change', async () => {
    const { router, user } = await renderFrame(QUIET_PATH);
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Tutup menu');
    expect(header()).toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(header()).not.toHaveAttribute('data-open');

    await user.click(toggle);
    await act(() => router.navigate('/about'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(screen.getByRole('navigation', { name: 'Menu utama' })).getByRole('link', { name: 'Promosi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotion'), { timeout: 5000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and gives focus back to the toggle', async () => {
    const { user } = await renderFrame(QUIET_PATH);
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    await user.click(toggle);
    await user.tab();
    expect(toggle).not.toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu once the window reaches the wide layout', async () => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { user } = await renderFrame(QUIET_PATH);
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    await user.click(toggle);
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');

    act(() => listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent)));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('when the page scrolls', () => {
    afterEach(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });

    it('turns the bar solid once the page has scrolled at all', async () => {
      await renderFrame(QUIET_PATH);
      expect(header()).not.toHaveAttribute('data-scrolled');

      Object.defineProperty(window, 'scrollY', { configurable: true, value: 1 });
      act(() => window.dispatchEvent(new Event('scroll')));
      expect(header()).toHaveAttribute('data-scrolled');
    });
  });

  it('scrolls to the top on every route change', async () => {
    const { router } = await renderFrame(QUIET_PATH);
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/faq'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('floating actions', () => {
  it('links to the reservation form', async () => {
    await renderFrame(QUIET_PATH);
    expect(screen.getByRole('link', { name: 'Reservasi Sekarang' })).toHaveAttribute('href', '/reservation');
  });

  it('opens a WhatsApp chat with the consultation greeting', async () => {
    await renderFrame(QUIET_PATH);
    const chat = screen.getByRole('link', { name: 'Chat WhatsApp' });
    const url = new URL(chat.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.searchParams.get('text')).toBe('Halo Saya ingin konsultasi');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('not-found screen', () => {
  it('shows the 404 text and a link home for an unknown path', async () => {
    await renderFrame('/halaman-yang-tidak-ada');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Oops')).toBeInTheDocument();
    expect(main.getByText('Something Went Wrong')).toBeInTheDocument();
    expect(main.getByText('Error 404 Not Found')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
  });
});
