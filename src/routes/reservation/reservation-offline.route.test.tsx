import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { goOffline, goOnline } from '@/test/offline';
import { recordRequests } from '@/test/requests';
import { COMPLETE, expectFilled, fill, findDialog, openReservation, submitButton, tile } from './reservation.test-helper';

beforeAll(() => Promise.all([import('./reservation.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

describe('reservation while offline', () => {
  it('fails at once, keeps every choice and value, and sends nothing when back online', async () => {
    const logged = expectConsoleError('[mutation]');
    const { user } = await openReservation();
    await user.click(tile('Perawat'));
    await user.click(tile('Laboratorium'));
    await fill(user, COMPLETE);
    const requests = recordRequests();
    server.use(http.post(api('/reservation/store'), () => HttpResponse.error()));
    goOffline();

    await user.click(submitButton());

    const { dialog, ok } = await findDialog('Gagal!');
    expect(within(dialog).getByText('Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(TypeError));
    await user.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectFilled();
    expect(submitButton()).toHaveTextContent('Kirim');

    server.resetHandlers();
    await goOnline();
    expect(requests.to('/reservation/store', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});
