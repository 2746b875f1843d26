import { screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { VALID_DOCUMENT_CODES } from '@mocks/data/documents';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';

const PLACEHOLDER = 'Masukkan Kode Invoice / Nomor Surat';
const VALID = VALID_DOCUMENT_CODES[0]!;
const invalid = (code: string) => `Dokumen yang Anda miliki dengan nomor surat ${code} dinyatakan tidak valid.`;

const input = () => screen.getByRole('textbox', { name: PLACEHOLDER });
const checkButton = () => screen.getByRole('button', { name: /^(Cek|Loading\.\.\.)$/ });
const verdict = () => screen.getByTestId('document-verdict');

async function openCheck() {
  const rendered = renderApp('/validation-document');
  // The first render waits for the lazy route module: slow on a busy machine.
  await screen.findByRole('textbox', { name: PLACEHOLDER }, { timeout: 10_000 });
  return rendered;
}

describe('document validation', () => {
  it('has one labelled input with its placeholder and a Cek button', async () => {
    await openCheck();
    expect(input()).toHaveAttribute('placeholder', PLACEHOLDER);
    expect(checkButton()).toHaveTextContent('Cek');
    expect(verdict()).toBeEmptyDOMElement();
  });

  it('sends the trimmed code on Enter and shows the server message as valid', async () => {
    const requests = recordRequests();
    const { user } = await openCheck();
    await user.type(input(), `  ${VALID} {Enter}`);
    await waitFor(() => expect(verdict()).toHaveTextContent(`Dokumen dengan nomor surat ${VALID} dinyatakan valid dan terdaftar.`));
    expect(verdict().querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'valid');
    expect(verdict()).toHaveAttribute('role', 'status');
    const sent = requests.to('/validate/check', 'POST');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.request.json()).toEqual({ code: VALID });
  });

  it('shows the invalid text with the code for an unknown code (404), and logs nothing: it is an answer, not a fault', async () => {
    // Any console.error fails the test (src/test/console.ts).
    const { user } = await openCheck();
    await user.type(input(), 'SRT/XXX/1');
    await user.click(checkButton());
    await waitFor(() => expect(verdict()).toHaveTextContent(invalid('SRT/XXX/1')));
    expect(verdict().querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'invalid');
  });

  it('sends nothing for a code of invisible characters only, as for an empty one', async () => {
    const requests = recordRequests();
    const { user } = await openCheck();
    await user.click(input());
    await user.paste('\u200B\u2060\uFEFF');
    await user.keyboard('{Enter}');
    await user.click(checkButton());
    expect(requests.to('/validate/check', 'POST')).toHaveLength(0);
    expect(verdict()).toBeEmptyDOMElement();
  });

  it('shows the invalid text for a server error (500)', async () => {
    const logged = expectConsoleError('[mutation]');
    server.use(http.post(api('/validate/check'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await openCheck();
    await user.type(input(), `${VALID}{Enter}`);
    await waitFor(() => expect(verdict()).toHaveTextContent(invalid(VALID)));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError)));
  });

  it('sends nothing for an empty code and clears the previous result', async () => {
    const requests = recordRequests();
    const { user } = await openCheck();
    await user.type(input(), 'ABC{Enter}');
    await waitFor(() => expect(verdict()).toHaveTextContent(invalid('ABC')));
    await user.clear(input());
    await user.type(input(), '   {Enter}');
    await waitFor(() => expect(verdict()).toBeEmptyDOMElement());
    await user.click(checkButton());
    expect(requests.to('/validate/check', 'POST')).toHaveLength(1);
    expect(verdict()).toBeEmptyDOMElement();
  });

  it('reads Loading... and is disabled while the check is pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/validate/check'), async () => {
        await gate;
        return HttpResponse.json({ message: 'Dokumen valid.' });
      }),
    );
    const { user } = await openCheck();
    await user.type(input(), 'INV/1{Enter}');
    await waitFor(() => expect(checkButton()).toHaveTextContent('Loading...'));
    expect(checkButton()).toBeDisabled();
    release();
    await waitFor(() => expect(verdict()).toHaveTextContent('Dokumen valid.'));
    expect(checkButton()).toHaveTextContent('Cek');
    expect(checkButton()).toBeEnabled();
  });
});
