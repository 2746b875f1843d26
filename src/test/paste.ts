import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field as a paste does: one input event for the whole text, after the click
 * that focuses it. Typing costs a render per character; keep `user.type` where the keys
 * themselves are under test (Enter, Shift+Enter, a filter on what may be typed).
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
