import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import * as buffer from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { renderApp } from '@/test/render-app';

// Loads the lazy modules before the clock of any test starts (the machine is shared and slow).
beforeAll(() => Promise.all([import('./partner.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

// jsdom's FormData and File lose file bodies on the way through fetch; node's keep them.
const jsdomGlobals = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
beforeAll(async () => {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
  Object.assign(globalThis, { FormData: NodeFormData, File: buffer.File, Blob: buffer.Blob });
});
afterAll(() => Object.assign(globalThis, jsdomGlobals));

const slow = { timeout: 10_000 };
const fileInput = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /^(Kirim Penawaran|Loading\.\.\.)$/ });

async function openForm() {
  const app = renderApp('/partner');
  await screen.findByRole('button', { name: 'Kirim Penawaran' }, slow);
  return app;
}

/** Focuses a field and pastes the text: quicker than typing it key by key on a busy machine. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

// Made per test: File must be node's, which beforeAll installs.
const PROFILE_TEXT = '%PDF-1.4 profil perusahaan';

async function fill(user: UserEvent) {
  const profile = new File([PROFILE_TEXT], 'profil.pdf', { type: 'application/pdf' });
  const proposal = new File([new Uint8Array(4096)], 'proposal.docx');
  await enter(user, 'Tujuan Kerja Sama', 'Kerja sama rujukan pasien');
  await enter(user, 'Nama', 'PT Sehat Sentosa');
  await enter(user, 'Email', 'mitra@sehat.co.id');
  await enter(user, 'Deskripsikan Penawaran Kerja', 'Klinik dengan tiga cabang.');
  await user.upload(fileInput('Upload Company Profile'), profile);
  await user.upload(fileInput('Upload Proposal'), proposal);
}

describe('partnership /partner', () => {
  it('sends the multipart payload once, with the Nama field as corporate; OK on success clears every field and file', async () => {
    let sent: FormData | null = null;
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/partner/store'), async ({ request }) => {
        calls += 1;
        sent = await request.formData();
        await gate;
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { user } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Gabung Kemitraan Kami' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await fill(user);

    await user.dblClick(submitButton());
    expect(submitButton()).toHaveTextContent('Loading...');
    expect(submitButton()).toBeDisabled();
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Berhasil!' }, slow);
    expect(within(dialog).getByText('Penawaran anda telah berhasil dikirim.')).toBeInTheDocument();
    expect(calls).toBe(1);

    const form = sent as unknown as FormData;
    const entries = Object.fromEntries(
      [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { name: value.name, size: value.size }]),
    );
    expect(entries).toEqual({
      corporate: 'PT Sehat Sentosa',
      purpose: 'Kerja sama rujukan pasien',
      email: 'mitra@sehat.co.id',
      description: 'Klinik dengan tiga cabang.',
      corporate_profile: { name: 'profil.pdf', size: PROFILE_TEXT.length },
      proposal: { name: 'proposal.docx', size: 4096 },
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const label of ['Tujuan Kerja Sama', 'Nama', 'Email', 'Deskripsikan Penawaran Kerja'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.queryByText('profil.pdf')).not.toBeInTheDocument();
    expect(screen.queryByText('proposal.docx')).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Kirim Penawaran');
  }, 30_000);

  it('a failure opens the error dialog and keeps every value and file', async () => {
    const logged = expectConsoleError('[mutation]');
    server.use(http.post(api('/partner/store'), () => HttpResponse.json({ message: 'error' }, { status: 500 })));
    const { user } = await openForm();
    await fill(user);
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Gagal!' }, slow);
    expect(within(dialog).getByText('Terjadi kesalahan saat mengirim Penawaran Anda. Silakan coba lagi.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('Tujuan Kerja Sama')).toHaveValue('Kerja sama rujukan pasien');
    expect(screen.getByLabelText('Nama')).toHaveValue('PT Sehat Sentosa');
    expect(screen.getByLabelText('Email')).toHaveValue('mitra@sehat.co.id');
    expect(screen.getByLabelText('Deskripsikan Penawaran Kerja')).toHaveValue('Klinik dengan tiga cabang.');
    expect(screen.getByText('profil.pdf')).toBeInTheDocument();
    expect(screen.getByText('proposal.docx')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError));
  }, 30_000);
});
