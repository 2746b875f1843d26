import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

// A screen without data of its own, so only the frame's own calls run.
const QUIET_PATH = '/validation-document';

const menu = () => screen.getByRole('navigation', { name: 'Menu utama' });
const announcer = () => screen.getByTestId('route-announcer');

async function renderFrame(path: string) {
  const rendered = renderApp(path);
  // The first visit of a screen also loads its lazy module.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return rendered;
}

describe('focus after a client navigation', () => {
  it('leaves focus alone on the first load', async () => {
    await renderFrame(QUIET_PATH);
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new screen’s heading after a link click, and reads out the new title', async () => {
    const { router, user } = await renderFrame(QUIET_PATH);
    await user.click(within(menu()).getByRole('link', { name: 'Layanan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Layanan' })).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Layanan Home Care Rawatin'));
    expect(document.title).toBe('Layanan Home Care Rawatin');
  });

  it('focuses the heading again after navigating back', async () => {
    const { router, user } = await renderFrame(QUIET_PATH);
    await user.click(within(menu()).getByRole('link', { name: 'Layanan' }));
    await screen.findByRole('heading', { level: 1, name: 'Layanan' });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Validasi Dokumen' })).toHaveFocus());
  });

  it('keeps focus in a field whose value goes into the search params', async () => {
    const { router, user } = await renderFrame(QUIET_PATH);
    // Leave the first load behind, so a path change would move focus.
    await user.click(within(menu()).getByRole('link', { name: 'Layanan' }));
    await screen.findByRole('heading', { level: 1, name: 'Layanan' });
    await act(() => router.navigate(QUIET_PATH));
    const field = await screen.findByRole('textbox');

    await user.click(field);
    await act(() => router.navigate(`${QUIET_PATH}?q=INV`, { replace: true }));
    expect(router.state.location.search).toBe('?q=INV');
    expect(field).toHaveFocus();
  });
});

describe('the phone menu', () => {
  it('makes the page behind the open panel inert, and Escape gives focus back to the toggle', async () => {
    const { user } = await renderFrame(QUIET_PATH);
    const main = screen.getByRole('main');
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    expect(main).not.toHaveAttribute('inert');

    await user.click(toggle);
    expect(main).toHaveAttribute('inert');
    for (const behind of [
      screen.getByRole('contentinfo'),
      screen.getByRole('link', { name: 'Reservasi Sekarang' }),
      screen.getByRole('link', { name: 'Chat WhatsApp' }),
    ])
      expect(behind.closest('[inert]')).not.toBeNull();
    expect(toggle.closest('[inert]')).toBeNull();
    expect(menu().closest('[inert]')).toBeNull();

    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(main).not.toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo').closest('[inert]')).toBeNull();
  });

  it('frees the page when a menu entry is chosen, and focus lands on the new heading', async () => {
    const { router, user } = await renderFrame(QUIET_PATH);
    await user.click(screen.getByRole('button', { name: 'Buka menu' }));
    await user.click(within(menu()).getByRole('link', { name: 'Layanan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));

    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Layanan' })).toHaveFocus());
  });
});
