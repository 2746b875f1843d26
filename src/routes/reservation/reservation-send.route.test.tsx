import { screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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

  it('keeps every value after a failure', async () => {
    const logged = expectConsoleError('[mutation]');
    server.use(http.post(api('/reservation/store'), () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { user } = await openReservation();
    await fillComplete(user);
    await user.click(submitButton());
    const { dialog, ok } = await findDialog('Gagal!');
    expect(dialog).toHaveAccessibleDescription('Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.');
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
});
