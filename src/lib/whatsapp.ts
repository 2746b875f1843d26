import { whatsappNumber } from '@/lib/config';

export const CONSULTATION_GREETING = 'Halo Saya ingin konsultasi';

/** https://wa.me/{number}?text={encoded text}; the number from VITE_WHATSAPP_NUMBER, digits only. */
export function whatsappUrl(text: string, number: string = whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const serviceChatMessage = (name: string) => `Halo Saya ingin konsultasi mengenai layanan ${name}`;
