import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteUrl } from '@/lib/config';
import { renderApp } from '@/test/render-app';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PAGE_URL = `${siteUrl()}/medical-device/kursi-roda-standar`;

async function openShareMenu(options?: Parameters<typeof renderApp>[1]) {
  const rendered = renderApp('/medical-device/kursi-roda-standar', options);
  await screen.findByRole('heading', { level: 1, name: 'Kursi Roda Standar' });
  // userEvent.setup installs its own clipboard; watch what reaches it.
  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  await rendered.user.click(screen.getByRole('button', { name: 'Bagikan' }));
  const menu = await screen.findByRole('dialog', { name: 'Bagikan' });
  return { ...rendered, menu, writeText };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('share menu', () => {
  it('offers WhatsApp, Telegram, Facebook and LinkedIn links for the page URL', async () => {
    const { menu } = await openShareMenu();
    const encoded = encodeURIComponent(PAGE_URL);
    const link = (name: string) => within(menu).getByRole('link', { name });

    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['WhatsApp', 'Telegram', 'Facebook', 'LinkedIn']);
    expect(link('WhatsApp')).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`Kursi Roda Standar ${PAGE_URL}`)}`);
    expect(link('Telegram')).toHaveAttribute('href', `https://t.me/share/url?url=${encoded}&text=Kursi%20Roda%20Standar`);
    expect(link('Facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(link('LinkedIn')).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    for (const name of ['WhatsApp', 'Telegram', 'Facebook', 'LinkedIn']) {
      expect(link(name)).toHaveAttribute('target', '_blank');
      expect(link(name)).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("copies the page URL and shows 'Disalin!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { menu, user, writeText } = await openShareMenu({ userOptions: { advanceTimers: vi.advanceTimersByTime } });

    await user.click(within(menu).getByRole('button', { name: 'Salin Link' }));

    expect(writeText).toHaveBeenCalledExactlyOnceWith(PAGE_URL);
    await expect(navigator.clipboard.readText()).resolves.toBe(PAGE_URL);
    expect(within(menu).getByRole('status')).toHaveTextContent('Disalin!');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(menu).getByRole('status')).toHaveTextContent('Disalin!');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(menu).getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows no 'Disalin!' when the clipboard refuses", async () => {
    const { menu, user, writeText } = await openShareMenu();
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(within(menu).getByRole('button', { name: 'Salin Link' }));
    expect(writeText).toHaveBeenCalledOnce();
    expect(within(menu).getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes on Escape, returning focus to the trigger', async () => {
    const { user } = await openShareMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bagikan' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Bagikan' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Bagikan' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const { user } = await openShareMenu();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Kursi Roda Standar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bagikan' })).toBeNull());
  });
});
