import { CONSULTATION_GREETING } from '@/lib/whatsapp';
import { createScreenOverride } from './screen-override';

/**
 * The chat widget's prefilled text: the consultation greeting everywhere except on screens
 * that set their own (service detail, spec section 2 "Chat widget").
 */
const chatMessage = createScreenOverride<string>();

/** Overrides the chat text while the calling screen is mounted; null keeps the default. */
export const useChatMessage: (text: string | null) => void = chatMessage.useProvide;

export function useCurrentChatMessage(): string {
  return chatMessage.useCurrent() ?? CONSULTATION_GREETING;
}
