import { describe, expect, it } from 'vitest';
import { checkReservation, EMPTY_RESERVATION, type ReservationValues } from './reservation-values';

const FILLED: ReservationValues = {
  ...EMPTY_RESERVATION,
  service_slug: ['perawat'],
  customer_name: 'Budi',
  phone_number: '08123',
  email: '',
  patient_name: 'Siti',
  patient_gender: 'P',
  address: 'Jl. Melati 1',
  patient_condition: 'Pasca operasi',
};

describe('checkReservation and invisible text', () => {
  it('gives a field of invisible characters only the empty field’s warning', () => {
    expect(checkReservation({ ...FILLED, customer_name: '\u200B\u200B' })).toEqual({
      problem: { title: 'Validasi Gagal', text: 'Nama penanggung jawab wajib diisi.' },
    });
    expect(checkReservation({ ...FILLED, patient_name: '\u2060\uFEFF ' })).toEqual({
      problem: { title: 'Validasi Gagal', text: 'Nama pasien wajib diisi.' },
    });
    expect(checkReservation({ ...FILLED, address: '\u202E' })).toEqual({ problem: { title: 'Validasi Gagal', text: 'Alamat pasien wajib diisi.' } });
    expect(checkReservation({ ...FILLED, patient_condition: '\u200C\u200D' })).toEqual({
      problem: { title: 'Validasi Gagal', text: 'Kondisi pasien wajib diisi.' },
    });
  });

  it('sends names and texts without bidi controls or invisible ends', () => {
    const checked = checkReservation({ ...FILLED, customer_name: '\u200BBu\u202Edi ', patient_condition: '\u2066Pasca\u2069 operasi' });
    expect(checked).toEqual({ input: expect.objectContaining({ customer_name: 'Budi', patient_condition: 'Pasca operasi' }) });
  });
});
