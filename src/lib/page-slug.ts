/** A slug is a path segment, a folder and a URL: one plain segment, a file name within file systems' limit. */
export const MAX_SLUG_BYTES = 200;

// Separators (/, \) and control characters (C0 and DEL), raw or percent-encoded.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const RAW_UNSAFE = /[/\\\u0000-\u001f\u007f]/;
const ENCODED_UNSAFE = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/** Why a slug cannot name a page, or null when it can. */
export function unsafeSlugReason(slug: string): string | null {
  if (slug.trim() === '') return 'empty';
  if (slug === '.' || slug === '..') return 'a dot segment';
  if (RAW_UNSAFE.test(slug)) return 'a separator or control character';
  if (ENCODED_UNSAFE.test(slug)) return 'a percent-encoded separator or control character';
  if (new TextEncoder().encode(slug).length > MAX_SLUG_BYTES) return `longer than ${MAX_SLUG_BYTES} bytes`;
  return null;
}
