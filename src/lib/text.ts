/**
 * Visitors' text as the site takes it in and shows it.
 *
 * Bidi controls (the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069) let a
 * name reorder what is shown around it ('Admin‮gnp.exe' reads as 'Adminexe.png'): they are taken
 * out of names and comments before sending and before display.
 *
 * A required field whose value is only invisible characters (any whitespace, zero-width
 * characters, the word joiner and its kin, the BOM, fillers that draw nothing) is empty.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

// JavaScript's \s covers the Unicode white space and the BOM; the rest draw nothing either:
// soft hyphen, Arabic letter mark, Hangul fillers, Mongolian vowel
// separator, zero-width space/non-joiner/joiner, LRM/RLM, word joiner and invisible operators,
// bidi controls, braille blank.
const INVISIBLE = '\\s\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0';
const INVISIBLE_ENDS = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');

/** The text without bidi controls. */
export function stripBidi(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}


/**
 * A field's value as it is sent: without bidi controls, and without invisible characters at
 * either end (a value that is only those becomes ''). Invisible characters within the text stay:
 * a zero-width joiner inside a word or an emoji is part of it.
 */
export function cleanField(text: string): string {
  return stripBidi(text).replace(INVISIBLE_ENDS, '');
}

/** A form's fields with every text value stripped of bidi controls; files and the rest as given. */
export function stripBidiFields<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? stripBidi(value) : value])) as T;
}
