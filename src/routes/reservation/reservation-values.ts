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

/**
 * The whole draft is kept in memory while the tab lives; a reload keeps only the chosen services
 * and the contact details of the person responsible. The patient's name, gender, address and
 * condition never reach storage: health data is specific personal data under Indonesia's
 * personal data protection law (UU PDP), and any script on the origin can read sessionStorage.
 */
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

/**
 * The reservation's checks, in their order: the first failure is the only warning shown.
 * When all pass, the JSON body of POST /reservation/store, each text cleaned (src/lib/text.ts):
 * no bidi controls, no invisible characters at the ends, so a field of only those is empty.
 */
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
