import { htmlToText } from '@/lib/format';

/** The FAQ list shows answers cut at 150 text characters. */
export const FAQ_ANSWER_LIMIT = 150;

export interface AnswerPreview {
  /** The plain-text preview, '…' appended when cut. */
  text: string;
  /** Whether the answer is longer than the limit (the toggle is needed). */
  cut: boolean;
}

/** Cuts the visible text of an answer at the limit, counting characters, not UTF-16 units. */
export function previewAnswer(text: string, limit: number = FAQ_ANSWER_LIMIT): AnswerPreview {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, cut: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, cut: true };
}

// Ends of blocks and line breaks, after which the text needs a space.
const BLOCK_END = /<\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)>|<br\s*\/?>/gi;

/** The visible text of an answer, with a space where one block (paragraph, item) ends. */
export function answerText(html: string | null | undefined): string {
  return htmlToText(html?.replace(BLOCK_END, '$& '));
}
