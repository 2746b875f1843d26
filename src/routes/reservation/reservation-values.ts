import type { PatientGender, ReservationInput } from '@/api/reservation/reservation.api';
import type { PersistOptions } from '@/ui/form/use-form-values';
import { cleanField } from '@/lib/text';

/** What the visitor fills in: the payload's fields, untrimmed, with no gender chosen yet. */
export interface ReservationValues extends Omit<ReservationInput, 'patient_gender'> {
  patient_gender: PatientGender | '';
}

// One stable object: useFormValues resets to it after a successful send.
export const EMPTY_RESERVATION: ReservationValues = {
  service_slug: [],
  customer_name: '',
  phone_number: '',
  email: '',
  patient_name: '',
  patient_gender: '',
  address: '',
  patient_condition: '',
};

export const RESERVATION_DRAFT_KEY = 'rawatin-reservation-draft';

/** A reload keeps only the services and the responsible person's contact: the patient's details are health
 * data (UU PDP), and any script on the origin can read sessionStorage (docs/decisions/073-session-cache.md). */
export const RESERVATION_DRAFT: PersistOptions<ReservationValues> = {
  key: RESERVATION_DRAFT_KEY,
  fields: ['service_slug', 'customer_name', 'phone_number', 'email'],
};

export interface ReservationProblem {
  title: string;
  text: string;
}

export type ReservationCheck = { problem: ReservationProblem } | { input: ReservationInput };

const INVALID = 'Validasi Gagal';
const DIGITS_ONLY = /^\d+$/;
const fail = (title: string, text: string): ReservationCheck => ({ problem: { title, text } });

/** The checks in order, the first failure the only warning; when all pass, the cleaned JSON body. */
export function checkReservation(values: ReservationValues): ReservationCheck {
  const trimmed = {
    customer_name: cleanField(values.customer_name),
    phone_number: cleanField(values.phone_number),
    email: cleanField(values.email),
    patient_name: cleanField(values.patient_name),
    address: cleanField(values.address),
    patient_condition: cleanField(values.patient_condition),
  };
  const gender = values.patient_gender;
  if (values.service_slug.length === 0) return fail('Peringatan', 'Silakan pilih minimal satu layanan.');
  if (!trimmed.customer_name) return fail(INVALID, 'Nama penanggung jawab wajib diisi.');
  if (!trimmed.phone_number) return fail(INVALID, 'No HP penanggung jawab wajib diisi.');
  if (!DIGITS_ONLY.test(trimmed.phone_number)) return fail(INVALID, 'No HP hanya boleh berisi angka.');
  if (!trimmed.patient_name) return fail(INVALID, 'Nama pasien wajib diisi.');
  if (!gender) return fail(INVALID, 'Jenis kelamin pasien wajib dipilih.');
  if (!trimmed.address) return fail(INVALID, 'Alamat pasien wajib diisi.');
  if (!trimmed.patient_condition) return fail(INVALID, 'Kondisi pasien wajib diisi.');
  return { input: { ...trimmed, service_slug: [...values.service_slug], patient_gender: gender } };
}
