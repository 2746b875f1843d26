import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { careers } from '@mocks/data/careers';
import { server } from '@mocks/node';
import { formatLongDate } from '@/lib/format';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/requests';
import { fileBox, fileInput, fillApplication, slow, submitButton } from './applicant.test-helper';

// Loads the lazy modules before the clock of any test starts (the machine is shared and slow).
beforeAll(() => Promise.all([import('./applicant.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

const SLUG = 'fisioterapis-bandung';
const cv = () => new File(['%PDF-1.4 cv'], 'cv-siti.pdf', { type: 'application/pdf' });
const ktp = () => new File([new Uint8Array(64)], 'ktp.png', { type: 'image/png' });

async function openForm(entry: Parameters<typeof renderApp>[0] = `/applicant/${SLUG}`) {
  const app = renderApp(entry);
  await screen.findByRole('button', { name: 'Lamar Sekarang' }, slow);
  return app;
}

describe('job application /applicant/{slug}: header', () => {
  it("is headed by the opening's position, and 'Aktif Sampai' with its deadline", async () => {
    await openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fisioterapis' })).toBeInTheDocument();
    expect(screen.getByText(`Aktif Sampai ${formatLongDate(careers.find((career) => career.slug === SLUG)!.deadline)}`)).toBeInTheDocument();
  });

  it("reads 'Form Lamaran' when the opening cannot be loaded, and the form still works", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(api('/career/:slug'), () => HttpResponse.json({ message: 'error' }, { status: 500 })));
    await openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Form Lamaran' })).toBeInTheDocument();
    expect(screen.queryByText(/^Aktif Sampai/)).toBeNull();
    expect(screen.getByLabelText('Nama')).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[query'), expect.anything());
  });
});

describe('job application: fields', () => {
  it('strips every non-digit from the phone as typed; office is the default interview location', async () => {
    const { user } = await openForm();
    const phone = screen.getByLabelText('No Telfon');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    await user.type(phone, '08a12-3');
    expect(phone).toHaveValue('08123');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('radio', { name: 'Kantor Rawatin' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Online' })).not.toBeChecked();
    expect(screen.getByLabelText('Deskripsikan dirimu')).toHaveAttribute('rows', '5');
    expect(screen.getByText('Email dan KTP/CV Anda tidak akan pernah dibagikan kepada pihak lain.')).toBeInTheDocument();
  });

  it('the file box: choose a file, see its name and preview, remove it with Hapus File', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ktp-preview');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = await openForm();
    const box = fileBox('Upload KTP');

    await user.upload(fileInput('Upload KTP'), ktp());
    expect(within(box).getByText('ktp.png')).toBeInTheDocument();
    expect(within(box).getByRole('img', { name: 'Pratinjau ktp.png' })).toHaveAttribute('src', 'blob:ktp-preview');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'ktp.png' }));

    await user.click(within(box).getByRole('button', { name: 'Hapus File' }));
    expect(within(box).queryByText('ktp.png')).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:ktp-preview');
    expect(fileInput('Upload KTP').value).toBe('');
    expect(within(box).getByRole('button', { name: 'Pilih File' })).toBeInTheDocument();
  });

  it('the file box: a PDF shows its name without a preview; Enter on Pilih File and a click on the box open the chooser', async () => {
    const { user } = await openForm();
    const box = fileBox('Upload CV');
    const open = vi.spyOn(fileInput('Upload CV'), 'click').mockImplementation(() => undefined);

    within(box).getByRole('button', { name: 'Pilih File' }).focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    await user.click(within(box).getByText('atau seret file ke sini'));
    expect(open).toHaveBeenCalledTimes(2);

    open.mockRestore();
    await user.upload(fileInput('Upload CV'), cv());
    expect(within(box).getByText('cv-siti.pdf')).toBeInTheDocument();
    expect(within(box).queryByRole('img')).not.toBeInTheDocument();
  });

  it('the file box takes a dropped file (the first one only)', async () => {
    await openForm();
    const box = fileBox('Upload CV');
    const zone = box.querySelector('[data-dragging]')!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [cv(), ktp()] } });
    expect(zone).toHaveAttribute('data-dragging', 'false');
    expect(within(box).getByText('cv-siti.pdf')).toBeInTheDocument();
    expect(within(box).queryByText('ktp.png')).not.toBeInTheDocument();
  });
});

describe('job application: sending', () => {
  it("sends once on a double click, reading 'Loading...' while sending; OK on success clears every field and file", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/applicant/store'), async () => {
        await gate;
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const requests = recordRequests();
    const { user } = await openForm();
    await fillApplication(user, { cv: cv(), ktp: ktp() });

    await user.dblClick(submitButton());
    expect(submitButton()).toHaveTextContent('Loading...');
    expect(submitButton()).toBeDisabled();
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Berhasil!' }, slow);
    expect(within(dialog).getByText('Lamaran Anda telah berhasil dikirim.')).toBeInTheDocument();
    expect(requests.to('/applicant/store', 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const label of ['Nama', 'No Telfon', 'Email', 'Deskripsikan dirimu']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Kantor Rawatin' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Hapus File' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Pilih File' })).toHaveLength(2);
    expect(submitButton()).toHaveTextContent('Lamar Sekarang');
    expect(submitButton()).toBeEnabled();
  }, 30_000);

  it('a failure (500) opens the error dialog and keeps every value and file', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(api('/applicant/store'), () => HttpResponse.json({ message: 'error' }, { status: 500 })));
    const { user } = await openForm();
    await fillApplication(user, { cv: cv(), ktp: ktp() });
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: 'Gagal!' }, slow);
    expect(within(dialog).getByText('Terjadi kesalahan saat mengirim lamaran Anda. Silakan coba lagi.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('Nama')).toHaveValue('Siti Aminah');
    expect(screen.getByLabelText('No Telfon')).toHaveValue('081234567890');
    expect(screen.getByLabelText('Email')).toHaveValue('siti@example.com');
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByLabelText('Deskripsikan dirimu')).toHaveValue('Perawat dengan STR aktif.');
    expect(within(fileBox('Upload CV')).getByText('cv-siti.pdf')).toBeInTheDocument();
    expect(within(fileBox('Upload KTP')).getByText('ktp.png')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  }, 30_000);
});
