import { screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { servicePicks } from '@mocks/data/services';
import { server } from '@mocks/node';
import { expectConsoleError } from '@/test/console';
import { pasteInto } from '@/test/paste';
import { recordRequests } from '@/test/requests';
import { renderApp } from '@/test/render-app';
import {
  COMPLETE,
  field,
  fill,
  findDialog,
  FIRST_RENDER,
  openReservation,
  submitButton,
  tile,
} from './reservation.test-helper';

/** Submits, expects exactly this warning as the only dialog, closes it. */
async function expectWarning(user: ReturnType<typeof renderApp>['user'], title: string, text: string) {
  await user.click(submitButton());
  const { dialog, ok } = await findDialog(title);
  expect(dialog).toHaveAccessibleDescription(text);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await user.click(ok());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(submitButton()).toHaveFocus();
}

describe('reservation form', () => {
  it('shows the sections, the fields and one tile per service from GET /services/list', async () => {
    const requests = recordRequests();
    await openReservation();
    expect(screen.getByRole('heading', { level: 1, name: 'Reservasi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data Penanggung Jawab' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data Pasien' })).toBeInTheDocument();
    const tiles = within(screen.getByRole('group', { name: 'Pilih Layanan' })).getAllByRole('button');
    expect(tiles).toHaveLength(servicePicks.length);
    servicePicks.forEach((pick, index) => expect(tiles[index]).toHaveAccessibleName(pick.name));
    expect(tiles.every((t) => t.getAttribute('aria-pressed') === 'false')).toBe(true);
    const icon = tiles[0]!.querySelector('img')!;
    expect(icon).toHaveAttribute('src', servicePicks[0]!.icon_vector);
    expect(icon).toHaveAttribute('width', '48');
    expect(icon).toHaveAttribute('height', '48');
    expect(requests.to('/services/list')).toHaveLength(1);

    const options = within(field.gender()).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Pilih Disini'],
      ['L', 'Laki-Laki'],
      ['P', 'Perempuan'],
    ]);
    expect(field.condition()).toHaveAttribute('placeholder', expect.stringMatching(/^Contoh: /));
    expect(field.phone()).toHaveAttribute('inputmode', 'numeric');
    expect(submitButton()).toHaveTextContent('Kirim');
  });

  it('shows skeleton tiles while the services load, and a note when they fail, the form still usable', async () => {
    const logged = expectConsoleError('[query ["services","picks"]]');
    server.use(http.get(api('/services/list'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { container, user } = renderApp('/reservation');
    await screen.findByRole('heading', { level: 1, name: 'Reservasi' }, FIRST_RENDER);
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(await screen.findByText('Daftar layanan tidak tersedia saat ini.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pilih Layanan' })).not.toBeInTheDocument();
    await user.type(field.customer(), 'Budi');
    expect(field.customer()).toHaveValue('Budi');
    await expectWarning(user, 'Peringatan', 'Silakan pilih minimal satu layanan.');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[query ["services","picks"]]', expect.any(HTTPError)));
  });

  it('runs the eight checks in order, one warning at a time, and sends nothing until all pass', async () => {
    const requests = recordRequests();
    const { user } = await openReservation();
    await expectWarning(user, 'Peringatan', 'Silakan pilih minimal satu layanan.');
    await user.click(tile('Perawat'));
    await expectWarning(user, 'Validasi Gagal', 'Nama penanggung jawab wajib diisi.');
    await user.type(field.customer(), '   ');
    await expectWarning(user, 'Validasi Gagal', 'Nama penanggung jawab wajib diisi.');
    await pasteInto(user, field.customer(), COMPLETE.customer);
    await expectWarning(user, 'Validasi Gagal', 'No HP penanggung jawab wajib diisi.');
    await user.type(field.phone(), '0812-3456');
    await expectWarning(user, 'Validasi Gagal', 'No HP hanya boleh berisi angka.');
    await user.clear(field.phone());
    await pasteInto(user, field.phone(), COMPLETE.phone);
    await expectWarning(user, 'Validasi Gagal', 'Nama pasien wajib diisi.');
    await pasteInto(user, field.patient(), COMPLETE.patient);
    await expectWarning(user, 'Validasi Gagal', 'Jenis kelamin pasien wajib dipilih.');
    await user.selectOptions(field.gender(), 'L');
    await expectWarning(user, 'Validasi Gagal', 'Alamat pasien wajib diisi.');
    await pasteInto(user, field.address(), COMPLETE.address);
    await expectWarning(user, 'Validasi Gagal', 'Kondisi pasien wajib diisi.');
    expect(requests.to('/reservation/store', 'POST')).toHaveLength(0);

    // Email is optional: the last field completes the form.
    await pasteInto(user, field.condition(), COMPLETE.condition);
    await user.click(submitButton());
    await findDialog('Reservasi Berhasil Terkirim!');
    expect(requests.to('/reservation/store', 'POST')).toHaveLength(1);
  });

  it('shows only the first failing check when several fields are missing', async () => {
    const { user } = await openReservation();
    await user.click(tile('Fisioterapi'));
    await fill(user, { phone: 'abc', address: COMPLETE.address });
    await user.click(submitButton());
    const { dialog } = await findDialog('Validasi Gagal');
    expect(dialog).toHaveAccessibleDescription('Nama penanggung jawab wajib diisi.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('No HP hanya boleh berisi angka.')).not.toBeInTheDocument();
    expect(screen.queryByText('Nama pasien wajib diisi.')).not.toBeInTheDocument();
  });

  it('toggles service tiles with Space and Enter', async () => {
    const { user } = await openReservation();
    tile('Perawat').focus();
    await user.keyboard(' ');
    expect(tile('Perawat')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(tile('Fisioterapi')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tile('Fisioterapi')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(tile('Fisioterapi')).toHaveAttribute('aria-pressed', 'false');
    expect(tile('Perawat')).toHaveAttribute('aria-pressed', 'true');
  });
});
