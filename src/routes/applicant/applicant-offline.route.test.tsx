import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { goOffline, goOnline } from '@/test/offline';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';
import { fileBox, fillApplication, slow, submitButton } from './applicant.test-helper';

beforeAll(() => Promise.all([import('./applicant.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

const SLUG = 'fisioterapis-bandung';

describe('job application while offline', () => {
  it('fails at once, once for a burst of clicks, keeps every value and file, and sends nothing when back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp(`/applicant/${SLUG}`);
    await screen.findByRole('button', { name: 'Lamar Sekarang' }, slow);
    await fillApplication(user, {
      cv: new File(['%PDF-1.4 cv'], 'cv-siti.pdf', { type: 'application/pdf' }),
      ktp: new File([new Uint8Array(64)], 'ktp.png', { type: 'image/png' }),
    });
    const requests = recordRequests();
    server.use(http.post(api('/applicant/store'), () => HttpResponse.error()));
    goOffline();

    // Three clicks before the page has re-rendered once: one attempt, one dialog.
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Gagal!' }, slow);
    expect(within(dialog).getByText('Terjadi kesalahan saat mengirim lamaran Anda. Silakan coba lagi.')).toBeInTheDocument();
    expect(requests.to('/applicant/store', 'POST')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('Nama')).toHaveValue('Siti Aminah');
    expect(screen.getByLabelText('No Telfon')).toHaveValue('081234567890');
    expect(screen.getByLabelText('Email')).toHaveValue('siti@example.com');
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByLabelText('Deskripsikan dirimu')).toHaveValue('Perawat dengan STR aktif.');
    expect(within(fileBox('Upload CV')).getByText('cv-siti.pdf')).toBeInTheDocument();
    expect(within(fileBox('Upload KTP')).getByText('ktp.png')).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Lamar Sekarang');
    expect(submitButton()).toBeEnabled();

    // Back online, with the API answering again: nothing goes out by itself.
    server.resetHandlers();
    await goOnline();
    expect(requests.to('/applicant/store', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});
