import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { whatsappUrl } from '@/lib/whatsapp';
import { expectConsoleError } from '@/test/console';
import { goOffline, goOnline } from '@/test/offline';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

const TITLE = 'Paket Fisioterapi 5 Sesi Lebih Hemat';
const SLUG = 'paket-fisioterapi-5-sesi';

describe("'Pakai Promo' while offline", () => {
  it('opens the chat at once, and does not record the click later on its own', async () => {
    const logged = expectConsoleError('[mutation]');
    const tab = { location: { href: '' }, opener: window as unknown };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderApp('/promotion');
    const card = await screen.findByRole('article', { name: TITLE }, { timeout: 10_000 });
    const requests = recordRequests();
    server.use(http.put(api('/promotion/update-click/:slug'), () => HttpResponse.error()));
    goOffline();

    await user.click(within(card).getByRole('button', { name: 'Pakai Promo' }));

    await waitFor(() => expect(tab.location.href).toBe(whatsappUrl(`Halo Saya ingin pesan menggunakan ${TITLE}`)));
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError));
    server.resetHandlers();
    await goOnline();
    expect(requests.to(`/promotion/update-click/${SLUG}`, 'PUT')).toHaveLength(1);
  }, 60_000);
});
