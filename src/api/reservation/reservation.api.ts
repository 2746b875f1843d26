import type { SendControl } from '@/lib/send';
import { sendJson } from '../http';

export type PatientGender = 'L' | 'P';

export interface ReservationInput {
  service_slug: string[];
  customer_name: string;
  phone_number: string;
  email: string;
  patient_name: string;
  patient_gender: PatientGender;
  address: string;
  patient_condition: string;
}

export const postReservation = (input: ReservationInput, control?: SendControl) =>
  sendJson('post', '/reservation/store', input, control);
