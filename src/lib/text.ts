// Bidi controls let a name reorder what is shown around it: taken out of names and comments.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Characters that draw nothing (soft hyphen, zero-width, bidi, fillers, the BOM), for a character class. */
export const UNSEEN = '\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB';
const INVISIBLE_ENDS = new RegExp(`^[\\s${UNSEEN}]+|[\\s${UNSEEN}]+$`, 'g');

export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Invisible characters inside the text stay: a zero-width joiner is part of a word or emoji. */
export function cleanField(text: string): string {
  return stripBidi(text).replace(INVISIBLE_ENDS, '');
}

export function stripBidiFields<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? stripBidi(value) : value])) as T;
}
