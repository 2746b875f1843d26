// A form's send as the screens and the HTTP client share it: the visitor's cancel, the upload's
// progress, the silence limit, and what a failed send may tell the visitor.

/** How far a send's body has gone out: bytes sent of the body's total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What a form's send passes to the HTTP client: the visitor's cancel, and an upload listener. */
export interface SendControl {
  signal?: AbortSignal;
  /** Called as the body goes out (sends with files); `loaded === total` once all of it has. */
  onUpload?: (progress: UploadProgress) => void;
}

/** A form's input with its send's control: a mutation's variables. */
export interface Sending<T> {
  input: T;
  control?: SendControl;
}

/**
 * How long a send may stay silent before it ends as a failure: no byte of its body went out and
 * no answer came. The count starts again with every byte sent, so a long upload on a slow line
 * keeps going; once the last byte is out, it is the wait for the answer alone.
 */
export const SEND_SILENCE_LIMIT_MS = 60_000;

/** From this long into a send, the visitor may cancel it. */
export const CANCEL_AFTER_MS = 3_000;

/** A send that ended because no answer came in time: it may still have reached the server. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
  constructor(method: string, url: string) {
    super(`${method} ${url}: no answer within ${SEND_SILENCE_LIMIT_MS / 1000} s`);
  }
}

/** True for a send that ended without an answer in time (NoAnswerError). */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof Error && error.name === 'NoAnswerError';
}

/** True for a send the visitor cancelled (its signal's AbortError). */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Said under a form's failure text when its send got no answer. */
export const NO_ANSWER_NOTE =
  'Server tidak memberi jawaban. Kiriman Anda mungkin sudah diterima, jadi periksa dahulu sebelum mengirim ulang agar tidak terkirim dua kali.';

/** The longest server message a screen shows, in characters; a longer one is cut at a word. */
export const SERVER_MESSAGE_MAX = 160;

// Controls (C0, DEL, C1), soft hyphen, zero-width and bidi controls, line and paragraph
// separators, invisible operators, BOM and interlinear annotation marks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/** A server's text made fit to show as one line: nothing invisible, spaces collapsed, cut short. */
export function plainLine(raw: string, max = SERVER_MESSAGE_MAX): string {
  const text = raw.replace(UNSHOWN, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The `message` of a refused send's answer (the HTTP client keeps it on the error as
 * `serverMessage`), fit to show as plain text; null when there is none or nothing readable.
 */
export function serverMessage(error: unknown): string | null {
  const raw = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof raw !== 'string') return null;
  return plainLine(raw) || null;
}

/** What a failed send adds under the form's own failure text, in order. */
export function failureNotes(error: unknown): string[] {
  if (isNoAnswer(error)) return [NO_ANSWER_NOTE];
  const message = serverMessage(error);
  return message ? [message] : [];
}
