import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ANSWER_NOTE } from '@/lib/send';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { recordRequests } from '@/test/requests';
import {
  COMPLETE,
  expectEmpty,
  expectFilled,
  fill,
  fillComplete,
  findDialog,
  openReservation,
  submitButton,
  tile,
} from './reservation.test-helper';

const PADDED = {
  customer: '  Budi Santoso ',
  phone: ' 081234567890 ',
  email: ' budi@contoh.id ',
  patient: ' Siti Aminah',
  gender: 'P',
  address: ' Jl. Melati No. 5, Jakarta Selatan  ',
  condition: '  Pasien lansia 70 tahun, pasca stroke. ',
} as const;

describe('sending a reservation', () => {
  it('posts the trimmed JSON body with the chosen slugs', async () => {
    const requests = recordRequests();
    const { user } = await openReservation();
    await user.click(tile('Laboratorium'));
    await user.click(tile('Perawat'));
    await fill(user, PADDED);
    await user.click(submitButton());
    await findDialog('Reservasi Berhasil Terkirim!');
    const [sent] = requests.to('/reservation/store', 'POST');
    expect(sent!.request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await sent!.request.json()).toEqual({
      service_slug: ['laboratorium', 'perawat'],
      customer_name: 'Budi Santoso',
      phone_number: '081234567890',
      email: 'budi@contoh.id',
      patient_name: 'Siti Aminah',
      patient_gender: 'P',
      address: 'Jl. Melati No. 5, Jakarta Selatan',
      patient_condition: 'Pasien lansia 70 tahun, pasca stroke.',
    });
  });

  it('sends an empty email when none is given', async () => {
    const requests = recordRequests();
    const { user } = await openReservation();
    await user.click(tile('Perawat'));
    await fill(user, { ...COMPLETE, email: undefined });
    await user.click(submitButton());
    await findDialog('Reservasi Berhasil Terkirim!');
    const body = (await requests.to('/reservation/store', 'POST')[0]!.request.json()) as Record<string, unknown>;
    expect(body.email).toBe('');
  });

  it('confirms with the phone number, and OK clears every field and choice', async () => {
    const { user } = await openReservation();
    await fillComplete(user);
    await user.click(submitButton());
    const { dialog, ok } = await findDialog('Reservasi Berhasil Terkirim!');
    expect(dialog).toHaveAccessibleDescription('Kami akan segera menghubungimu langsung ke nomor 081234567890.');
    await user.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectEmpty();
  });

  it('keeps every value after a failure, and shows the server\'s message under the text, as text', async () => {
    const logged = expectConsoleError('[mutation]');
    server.use(
      http.post(api('/reservation/store'), () =>
        HttpResponse.json({ message: '<i>Layanan</i>\u202e sedang\n penuh' }, { status: 500 }),
      ),
    );
    const { user } = await openReservation();
    await fillComplete(user);
    await user.click(submitButton());
    const { dialog, ok } = await findDialog('Gagal!');
    expect(dialog).toHaveTextContent('Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.');
    expect(screen.getByText('<i>Layanan</i> sedang penuh')).toBeInTheDocument();
    expect(dialog.querySelector('i')).toBeNull();
    await user.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectFilled();
    expect(submitButton()).toHaveTextContent('Kirim');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mutation]', expect.any(HTTPError)));
  });

  it('reads Loading... and stays disabled while sending; a double click sends once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/reservation/store'), async () => {
        await gate;
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const requests = recordRequests();
    const { user } = await openReservation();
    await fillComplete(user);
    await user.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Loading...'));
    expect(submitButton()).toBeDisabled();
    release();
    const { ok } = await findDialog('Reservasi Berhasil Terkirim!');
    expect(requests.to('/reservation/store', 'POST')).toHaveLength(1);
    await user.click(ok());
    expect(submitButton()).toHaveTextContent('Kirim');
    expect(submitButton()).toBeEnabled();
  });

  describe('a send the API does not answer', () => {
    afterEach(() => vi.useRealTimers());

    it("offers 'Batalkan' from 3 s: no dialog, the form as it was; sent again, it ends 60 s on as 'Gagal!' that says it may have arrived", async () => {
      const logged = expectConsoleError('[mutation]');
      const requests = recordRequests();
      server.use(
        http.post(api('/reservation/store'), async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const { user } = await openReservation();
      await fillComplete(user);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(submitButton());
      await act(() => vi.advanceTimersByTimeAsync(2_999));
      expect(submitButton()).toHaveTextContent('Loading...');
      expect(screen.queryByRole('button', { name: 'Batalkan' })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      fireEvent.click(screen.getByRole('button', { name: 'Batalkan' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(submitButton()).toHaveTextContent('Kirim');
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).toHaveFocus();
      expectFilled();
      expect(logged).not.toHaveBeenCalled();

      fireEvent.click(submitButton());
      await act(() => vi.advanceTimersByTimeAsync(59_999));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      const dialog = screen.getByRole('dialog', { name: 'Gagal!' });
      expect(dialog).toHaveTextContent('Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.');
      expect(dialog).toHaveTextContent(NO_ANSWER_NOTE);
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByRole('dialog')).toBeNull();
      expectFilled();
      // Nothing goes out again on its own.
      await act(() => vi.advanceTimersByTimeAsync(300_000));
      expect(requests.to('/reservation/store', 'POST')).toHaveLength(2);
      expect(logged).toHaveBeenCalledWith('[mutation]', expect.objectContaining({ name: 'NoAnswerError' }));
    });
  });
});
