import type { SendControl } from '@/lib/send';
import { sendForm } from '../http';
import { toFormData } from '../form-data';

export interface PartnerInput {
  /** The company name ('Nama'). */
  corporate: string;
  purpose: string;
  email: string;
  description: string;
  corporate_profile: File | null;
  proposal: File | null;
}

export const postPartner = (input: PartnerInput, control?: SendControl) =>
  sendForm('/partner/store', toFormData({ ...input }), control);
