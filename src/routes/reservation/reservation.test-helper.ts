import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { pasteInto } from '@/test/paste';
import { renderApp } from '@/test/render-app';

export const field = {
  customer: () => screen.getByRole('textbox', { name: 'Nama Penanggung Jawab' }),
  phone: () => screen.getByRole('textbox', { name: 'No HP Penanggung Jawab' }),
  email: () => screen.getByRole('textbox', { name: 'Email (Opsional)' }),
  patient: () => screen.getByRole('textbox', { name: 'Nama Pasien' }),
  gender: () => screen.getByRole('combobox', { name: 'Jenis Kelamin' }),
  address: () => screen.getByRole('textbox', { name: 'Alamat Dirawat' }),
  condition: () => screen.getByRole('textbox', { name: 'Ceritakan Tentang Pasien' }),
};

export const tile = (name: string) => screen.getByRole('button', { name });
export const submitButton = () => screen.getByRole('button', { name: /^(Kirim|Loading\.\.\.)$/ });

/** A first render waits for the lazy route module: slow on a busy machine. */
export const FIRST_RENDER = { timeout: 10_000 };

/** Opens /reservation and waits for the service tiles. */
export async function openReservation() {
  const rendered = renderApp('/reservation');
  await screen.findByRole('button', { name: 'Perawat' }, FIRST_RENDER);
  return rendered;
}

export interface Filled {
  customer?: string;
  phone?: string;
  email?: string;
  patient?: string;
  gender?: 'L' | 'P';
  address?: string;
  condition?: string;
}

export const COMPLETE: Required<Filled> = {
  customer: 'Budi Santoso',
  phone: '081234567890',
  email: 'budi@contoh.id',
  patient: 'Siti Aminah',
  gender: 'P',
  address: 'Jl. Melati No. 5, Jakarta Selatan',
  condition: 'Pasien lansia 70 tahun, pasca stroke.',
};

/** Pastes the given values into their fields (only those given). */
export async function fill(user: UserEvent, values: Filled) {
  const text = [
    [field.customer, values.customer],
    [field.phone, values.phone],
    [field.email, values.email],
    [field.patient, values.patient],
    [field.address, values.address],
    [field.condition, values.condition],
  ] as const;
  for (const [get, value] of text) if (value !== undefined) await pasteInto(user, get(), value);
  if (values.gender) await user.selectOptions(field.gender(), values.gender);
}

/** The open dialog, found by its title. */
export async function findDialog(title: string) {
  // The dialog's code loads on first open.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5_000 });
  return { dialog, ok: () => within(dialog).getByRole('button', { name: 'OK' }) };
}

/** Picks two services and fills every field with COMPLETE. */
export async function fillComplete(user: Parameters<typeof fill>[0]) {
  await user.click(tile('Perawat'));
  await user.click(tile('Laboratorium'));
  await fill(user, COMPLETE);
}

/** The form as fillComplete left it. */
export function expectFilled() {
  expect(tile('Perawat')).toHaveAttribute('aria-pressed', 'true');
  expect(tile('Laboratorium')).toHaveAttribute('aria-pressed', 'true');
  expect(field.customer()).toHaveValue(COMPLETE.customer);
  expect(field.phone()).toHaveValue(COMPLETE.phone);
  expect(field.email()).toHaveValue(COMPLETE.email);
  expect(field.patient()).toHaveValue(COMPLETE.patient);
  expect(field.gender()).toHaveValue(COMPLETE.gender);
  expect(field.address()).toHaveValue(COMPLETE.address);
  expect(field.condition()).toHaveValue(COMPLETE.condition);
}

/** No service chosen, every field empty. */
export function expectEmpty() {
  expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  for (const get of Object.values(field)) expect(get()).toHaveValue('');
}
