import { configure, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { whatsappUrl } from '@/lib/whatsapp';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

// The first render loads the screen's lazy modules, which is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TITLE = 'Paket Fisioterapi 5 Sesi Lebih Hemat';
const SLUG = 'paket-fisioterapi-5-sesi';
const CHAT_URL = whatsappUrl(`Halo Saya ingin pesan menggunakan ${TITLE}`);

/** A stand-in for the tab window.open returns: only its address matters here. */
function stubWindowOpen() {
  const tab = { location: { href: '' }, opener: window as unknown };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

describe("'Pakai Promo'", () => {
  it('opens a tab at once, records the click, then sends the tab to the WhatsApp order chat', async () => {
    const { tab, open } = stubWindowOpen();
    let addressDuringClick: string | null = null;
    server.use(
      http.put(api('/promotion/update-click/:slug'), () => {
        addressDuringClick = tab.location.href;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const requests = recordRequests();
    const { user } = renderApp('/promotion');
    const card = await screen.findByRole('article', { name: TITLE });

    await user.click(within(card).getByRole('button', { name: 'Pakai Promo' }));

    expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(CHAT_URL));
    expect(tab.opener).toBeNull();
    expect(addressDuringClick).toBe('');
    const puts = requests.to(`/promotion/update-click/${SLUG}`, 'PUT');
    expect(puts).toHaveLength(1);
    expect(await puts[0]!.request.text()).toBe('');
    expect(CHAT_URL).toContain('text=Halo%20Saya%20ingin%20pesan%20menggunakan%20Paket%20Fisioterapi%205%20Sesi%20Lebih%20Hemat');
  });

  it('still opens the chat when recording the click fails', async () => {
    const logged = expectConsoleError('[mutation]');
    const { tab } = stubWindowOpen();
    server.use(http.put(api('/promotion/update-click/:slug'), () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    const requests = recordRequests();
    const { user } = renderApp('/promotion');
    const card = await screen.findByRole('article', { name: TITLE });

    await user.click(within(card).getByRole('button', { name: 'Pakai Promo' }));

    await waitFor(() => expect(tab.location.href).toBe(CHAT_URL));
    expect(requests.to(`/promotion/update-click/${SLUG}`, 'PUT')).toHaveLength(1);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError)));
  });

  it('records the click on the detail screen too', async () => {
    const { tab } = stubWindowOpen();
    const { user } = renderApp(`/promotion/${SLUG}`);
    await screen.findByRole('heading', { level: 1, name: TITLE });

    // The first one is the promotion's own; the cards of other promotions follow it.
    await user.click(screen.getAllByRole('button', { name: 'Pakai Promo' })[0]!);

    await waitFor(() => expect(tab.location.href).toBe(CHAT_URL));
    expect(db.promotionClicks.get(SLUG)).toBe(1);
  });
});
