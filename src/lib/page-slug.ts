/**
 * A record's slug becomes a path segment, a folder name on disk and a URL. Before the build
 * trusts it that far, it must be one plain segment: nothing that climbs out of its folder,
 * splits into two segments (raw or percent-encoded, since a server decodes once), hides a
 * control character, or makes a file name longer than file systems take (255 bytes; 200 leaves
 * room for the encoding of a few characters and for what hosts add).
 */
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
