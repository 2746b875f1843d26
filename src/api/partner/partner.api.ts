import type { SendControl } from '@/lib/send';
import { sendForm } from '../http';
import { toFormData } from '../form-data';
import { stripBidiFields } from '@/lib/text';

export interface PartnerInput {
  corporate: string;
  purpose: string;
  email: string;
  description: string;
  corporate_profile: File | null;
  proposal: File | null;
}

// The offer has no checks of its own; its texts only lose their bidi controls (src/lib/text.ts).
export const postPartner = (input: PartnerInput, control?: SendControl) =>
  sendForm('/partner/store', toFormData({ ...stripBidiFields(input) }), control);
