import { UNSEEN } from './text';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface SendControl {
  signal?: AbortSignal;
  /** Called as the body goes out (sends with files); `loaded === total` once all of it has. */
  onUpload?: (progress: UploadProgress) => void;
}

export interface Sending<T> {
  input: T;
  control?: SendControl;
}

/** Silence: no byte of the body went out and no answer came; each byte sent starts the count again. */
export const SEND_SILENCE_LIMIT_MS = 60_000;

export const CANCEL_AFTER_MS = 3_000;

export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
  constructor(method: string, url: string) {
    super(`${method} ${url}: no answer within ${SEND_SILENCE_LIMIT_MS / 1000} s`);
  }
}

export function isNoAnswer(error: unknown): boolean {
  return error instanceof Error && error.name === 'NoAnswerError';
}

export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export const NO_ANSWER_NOTE =
  'Server tidak memberi jawaban. Kiriman Anda mungkin sudah diterima, jadi periksa dahulu sebelum mengirim ulang agar tidak terkirim dua kali.';

/** A longer one is cut at a word. */
export const SERVER_MESSAGE_MAX = 160;

// Controls, line separators and what draws nothing: nothing a line should hold unseen.
const UNSHOWN = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${UNSEEN}]`, 'g');

export function plainLine(raw: string, max = SERVER_MESSAGE_MAX): string {
  const text = raw.replace(UNSHOWN, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export function serverMessage(error: unknown): string | null {
  const raw = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof raw !== 'string') return null;
  return plainLine(raw) || null;
}

export function failureNotes(error: unknown): string[] {
  if (isNoAnswer(error)) return [NO_ANSWER_NOTE];
  const message = serverMessage(error);
  return message ? [message] : [];
}
