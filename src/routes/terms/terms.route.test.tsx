import { screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { api } from '@mocks/api-url';
import { documentItems } from '@mocks/data/documents';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

const [first, second] = documentItems as [(typeof documentItems)[number], (typeof documentItems)[number]];

const main = () => within(screen.getByRole('main'));
// The first render waits for the lazy screen module, slow on a busy machine.
const FIRST_RENDER = { timeout: 5000 };
const documentButton = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Daftar dokumen' })).getByRole('button', { name: title });
const shownTitle = () => main().getByRole('heading', { level: 2 }).textContent;

async function renderTerms() {
  const rendered = renderApp('/terms-conditions');
  await screen.findByRole('navigation', { name: 'Daftar dokumen' }, FIRST_RENDER);
  return rendered;
}

describe('terms and conditions', () => {
  it('shows a skeleton while the documents load, then selects the first one', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/document-item'), async () => {
        await gate;
        return HttpResponse.json({ data: documentItems });
      }),
    );
    renderApp('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Syarat & Ketentuan' }, FIRST_RENDER);
    expect(document.querySelector('main [aria-busy="true"] [data-skeleton]')).not.toBeNull();
    expect(screen.queryByText('Belum Ada Data Syarat & Ketentuan')).not.toBeInTheDocument();
    release();

    await screen.findByRole('navigation', { name: 'Daftar dokumen' }, FIRST_RENDER);
    expect(documentItems.map((item) => documentButton(item.title))).toHaveLength(3);
    expect(documentButton(first.title)).toHaveAttribute('aria-pressed', 'true');
    expect(documentButton(second.title)).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitle()).toBe(first.title);
    // 2026-02-01T03:00Z is 1 February in Jakarta.
    expect(main().getByText('Update Terbaru').parentElement).toHaveTextContent('Update Terbaru 1 Februari 2026');
    expect(await main().findByText(/Layanan Rawatin diberikan oleh tenaga kesehatan/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Unduh File' })).toBeEnabled();
  });

  it('switches to the document the visitor selects', async () => {
    const { user } = await renderTerms();
    await user.click(documentButton(second.title));
    expect(documentButton(second.title)).toHaveAttribute('aria-pressed', 'true');
    expect(documentButton(first.title)).toHaveAttribute('aria-pressed', 'false');
    expect(shownTitle()).toBe(second.title);
    expect(main().getByText('Update Terbaru').parentElement).toHaveTextContent('15 Januari 2026');
    expect(await main().findByText(/Pembatalan lebih dari 6 jam/)).toBeInTheDocument();
    expect(main().queryByText(/Layanan Rawatin diberikan oleh tenaga kesehatan/)).not.toBeInTheDocument();
  });

  it("downloads the selected document by its id and saves it as '{title}.pdf'", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const requests = recordRequests();
    const { user } = await renderTerms();
    await user.click(documentButton(second.title));
    await user.click(main().getByRole('button', { name: 'Unduh File' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`${second.title}.pdf`);
    expect(anchor.href).toMatch(/^blob:/);
    const downloads = requests.to('/document-item/download');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.url.searchParams.get('document_item_id')).toBe(String(second.document_item_id));
    expect(main().getByRole('button', { name: 'Unduh File' })).toBeEnabled();
  });

  it('disables the button while downloading; a failure is only logged and the button works again', async () => {
    const logged = expectConsoleError('[mutation]');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/document-item/download'), async () => {
        await gate;
        return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderTerms();
    const download = main().getByRole('button', { name: 'Unduh File' });

    await user.click(download);
    await waitFor(() => expect(download).toBeDisabled());
    release();

    await waitFor(() => expect(download).toBeEnabled());
    expect(click).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['no documents', () => HttpResponse.json({ data: [] }), null],
    ['a failing call', () => HttpResponse.json({ message: 'Server error' }, { status: 500 }), HTTPError],
    ['a malformed answer', () => HttpResponse.json({ data: [{ title: 'Tanpa id' }] }), z.core.$ZodError],
  ])("shows 'Oops / Belum Ada Data Syarat & Ketentuan' for %s", async (_, answer, failure) => {
    // The query cache logs a failure; an empty list is an answer.
    const logged = failure && expectConsoleError('[query ["documents","list"]]');
    server.use(http.get(api('/document-item'), answer));
    renderApp('/terms-conditions');
    const empty = await screen.findByText('Belum Ada Data Syarat & Ketentuan', {}, FIRST_RENDER);
    expect(empty.closest('[role="status"]')).toHaveTextContent('OopsBelum Ada Data Syarat & Ketentuan');
    expect(screen.queryByRole('button', { name: 'Unduh File' })).not.toBeInTheDocument();
    if (logged) expect(logged).toHaveBeenCalledWith('[query ["documents","list"]]', expect.any(failure));
  });
});
