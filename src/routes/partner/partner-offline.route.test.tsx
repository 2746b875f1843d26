import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { goOffline, goOnline } from '@/test/offline';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';

beforeAll(() => Promise.all([import('./partner.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

const slow = { timeout: 10_000 };
const fileBox = (label: string) => screen.getByRole('group', { name: label });
const submitButton = () => screen.getByRole('button', { name: /^(Kirim Penawaran|Loading\.\.\.)$/ });
const TEXTS = {
  'Tujuan Kerja Sama': 'Kerja sama rujukan pasien',
  Nama: 'PT Sehat Sentosa',
  Email: 'mitra@sehat.co.id',
  'Deskripsikan Penawaran Kerja': 'Klinik dengan tiga cabang.',
};

describe('partnership offer while offline', () => {
  it('fails at once, keeps every value and file, and sends nothing when back online', async () => {
    const logged = expectConsoleError('[mutation]');
    const { user } = renderApp('/partner');
    await screen.findByRole('button', { name: 'Kirim Penawaran' }, slow);
    for (const [label, text] of Object.entries(TEXTS)) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    const input = (label: string) => within(fileBox(label)).getByLabelText(label, { selector: 'input' });
    await user.upload(input('Upload Company Profile'), new File(['%PDF-1.4'], 'profil.pdf', { type: 'application/pdf' }));
    await user.upload(input('Upload Proposal'), new File([new Uint8Array(16)], 'proposal.docx'));
    const requests = recordRequests();
    server.use(http.post(api('/partner/store'), () => HttpResponse.error()));
    goOffline();

    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Gagal!' }, slow);
    expect(within(dialog).getByText('Terjadi kesalahan saat mengirim Penawaran Anda. Silakan coba lagi.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const [label, text] of Object.entries(TEXTS)) expect(screen.getByLabelText(label)).toHaveValue(text);
    expect(within(fileBox('Upload Company Profile')).getByText('profil.pdf')).toBeInTheDocument();
    expect(within(fileBox('Upload Proposal')).getByText('proposal.docx')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    server.resetHandlers();
    await goOnline();
    expect(requests.to('/partner/store', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});
