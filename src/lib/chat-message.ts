import { useEffect, useSyncExternalStore } from 'react';
import { CONSULTATION_GREETING } from '@/lib/whatsapp';

/**
 * The chat widget's prefilled text. It is the consultation greeting everywhere except on
 * screens that set their own (service detail, spec section 2 "Chat widget"); a tiny external
 * store lets such a screen set it without the widget knowing about routes.
 */
let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(next: string | null) {
  if (next === override) return;
  override = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => override;
const getServerSnapshot = () => null;

/** Overrides the chat text while the calling screen is mounted; null keeps the default. */
export function useChatMessage(text: string | null): void {
  useEffect(() => {
    setOverride(text);
    return () => {
      // Only undo our own value: the next screen may already have set its text.
      if (override === text) setOverride(null);
    };
  }, [text]);
}

export function useCurrentChatMessage(): string {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) ?? CONSULTATION_GREETING;
}
