import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDraftsInMemory } from '@/ui/form/use-form-values';
import {
  COMPLETE,
  expectEmpty,
  expectFilled,
  field,
  fillComplete,
  findDialog,
  FIRST_RENDER,
  openReservation,
  submitButton,
  tile,
} from './reservation.test-helper';
import { RESERVATION_DRAFT_KEY } from './reservation-values';

const PATIENT_VALUES = [COMPLETE.patient, COMPLETE.address, COMPLETE.condition];

/** What a reload of the tab leaves: sessionStorage, never the page's memory. */
function reloadTab() {
  forgetDraftsInMemory();
}

// Every write to sessionStorage during a test, whatever its key.
let writes: string[] = [];
beforeEach(() => {
  writes = [];
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    writes.push(`${key}=${value}`);
    setItem.call(this, key, value);
  });
});

afterEach(() => expectNoPatientDetailInStorage());

function expectNoPatientDetailInStorage() {
  const stored = Object.keys(window.sessionStorage).map((key) => `${key}=${window.sessionStorage.getItem(key)}`);
  for (const text of [...writes, ...stored]) {
    for (const value of PATIENT_VALUES) expect(text).not.toContain(value);
    expect(text).not.toMatch(/patient_|"address"/);
  }
}

const storedDraft = () => JSON.parse(window.sessionStorage.getItem(RESERVATION_DRAFT_KEY) ?? 'null') as unknown;

// Each test types a whole reservation, which takes long on a busy machine.
describe('the reservation draft', { timeout: 45_000 }, () => {
  it('never stores patient details, yet keeps every field when the visitor leaves the screen and comes back', async () => {
    const { user, router } = await openReservation();
    await fillComplete(user);
    expectNoPatientDetailInStorage();
    expect(storedDraft()).toEqual({
      service_slug: ['perawat', 'laboratorium'],
      customer_name: COMPLETE.customer,
      phone_number: COMPLETE.phone,
      email: COMPLETE.email,
    });

    await router.navigate('/privacy-policy-mobile');
    await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' }, FIRST_RENDER);
    await user.click(screen.getByRole('link', { name: 'Reservasi Sekarang' }));
    await screen.findByRole('button', { name: 'Perawat' }, FIRST_RENDER);
    expectFilled();
  });

  it('after a reload, restores only the services and the responsible person’s name, phone and e-mail', async () => {
    const first = await openReservation();
    await fillComplete(first.user);
    first.unmount();

    reloadTab();
    await openReservation();
    expect(tile('Perawat')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Laboratorium')).toHaveAttribute('aria-pressed', 'true');
    expect(field.customer()).toHaveValue(COMPLETE.customer);
    expect(field.phone()).toHaveValue(COMPLETE.phone);
    expect(field.email()).toHaveValue(COMPLETE.email);
    expect(field.patient()).toHaveValue('');
    expect(field.gender()).toHaveValue('');
    expect(field.address()).toHaveValue('');
    expect(field.condition()).toHaveValue('');
  });

  it('drops the patient details of a draft stored by an earlier version of the site', async () => {
    Storage.prototype.setItem.call(
      window.sessionStorage,
      RESERVATION_DRAFT_KEY,
      JSON.stringify({
        service_slug: ['perawat'],
        customer_name: COMPLETE.customer,
        phone_number: COMPLETE.phone,
        email: '',
        patient_name: COMPLETE.patient,
        patient_gender: 'P',
        address: COMPLETE.address,
        patient_condition: COMPLETE.condition,
      }),
    );
    writes = [];
    await openReservation();
    expect(field.customer()).toHaveValue(COMPLETE.customer);
    expect(tile('Perawat')).toHaveAttribute('aria-pressed', 'true');
    expect(field.patient()).toHaveValue('');
    expect(field.address()).toHaveValue('');
    expect(field.condition()).toHaveValue('');
    await waitFor(() =>
      expect(storedDraft()).toEqual({ service_slug: ['perawat'], customer_name: COMPLETE.customer, phone_number: COMPLETE.phone }),
    );
  });

  it('survives a remount, services included, until it is sent; then nothing is kept anywhere', async () => {
    const first = await openReservation();
    await fillComplete(first.user);
    first.unmount();

    const second = await openReservation();
    expectFilled();
    await second.user.click(submitButton());
    const { ok } = await findDialog('Reservasi Berhasil Terkirim!');
    await second.user.click(ok());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    second.unmount();

    expect(window.sessionStorage.getItem(RESERVATION_DRAFT_KEY)).toBeNull();
    await openReservation();
    expectEmpty();
  });
});
