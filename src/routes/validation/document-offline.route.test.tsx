import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { VALID_DOCUMENT_CODES } from '@mocks/data/documents';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { goOffline, goOnline } from '@/test/offline';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

const OFFLINE = 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.';
const CODE = VALID_DOCUMENT_CODES[0]!;
const input = () => screen.getByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' });
const checkButton = () => screen.getByRole('button', { name: /^(Cek|Loading\.\.\.)$/ });
const verdict = () => screen.getByTestId('document-verdict');

async function openCheck() {
  const rendered = renderApp('/validation-document');
  await screen.findByRole('heading', { level: 1, name: 'Validasi Dokumen' }, { timeout: 10_000 });
  // The title shows in the route's fallback already; the form comes with the screen.
  await screen.findByRole('textbox', { name: 'Masukkan Kode Invoice / Nomor Surat' }, { timeout: 10_000 });
  return rendered;
}

describe('document check without a connection', () => {
  it('says there is no connection at once, not that the document is invalid, and sends nothing later', async () => {
    const logged = expectConsoleError('[mutation]');
    const { user } = await openCheck();
    const requests = recordRequests();
    server.use(http.post(api('/validate/check'), () => HttpResponse.error()));
    goOffline();

    await user.type(input(), `${CODE}{Enter}`);

    await waitFor(() => expect(verdict()).toHaveTextContent(OFFLINE));
    expect(verdict()).not.toHaveTextContent('dinyatakan');
    expect(verdict().querySelector('[data-verdict]')).toBeNull();
    expect(checkButton()).toHaveTextContent('Cek');
    expect(checkButton()).toBeEnabled();
    expect(input()).toHaveValue(CODE);
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError));

    server.resetHandlers();
    await goOnline();
    expect(requests.to('/validate/check', 'POST')).toHaveLength(1);
    expect(verdict()).toHaveTextContent(OFFLINE);
  }, 60_000);

  it('says the same when fetch gets no answer although the browser believes it is online', async () => {
    const logged = expectConsoleError('[mutation]');
    server.use(http.post(api('/validate/check'), () => HttpResponse.error()));
    const { user } = await openCheck();
    await user.type(input(), `${CODE}{Enter}`);
    await waitFor(() => expect(verdict()).toHaveTextContent(OFFLINE));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError)));
  }, 30_000);
});
