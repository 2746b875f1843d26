import { describe, expect, it } from 'vitest';
import { MAX_SLUG_BYTES, unsafeSlugReason } from './page-slug';

describe('a slug as a page path', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['.', 'a dot segment'],
    ['..', 'a dot segment'],
    ['../../x', 'a separator or control character'],
    ['a/b', 'a separator or control character'],
    ['a\\b', 'a separator or control character'],
    ['line\nbreak', 'a separator or control character'],
    ['tab\there', 'a separator or control character'],
    ['del\u007f', 'a separator or control character'],
    ['a%2Fb', 'a percent-encoded separator or control character'],
    ['a%2fb', 'a percent-encoded separator or control character'],
    ['a%5Cb', 'a percent-encoded separator or control character'],
    ['nul%00', 'a percent-encoded separator or control character'],
    ['esc%1b', 'a percent-encoded separator or control character'],
    ['x'.repeat(MAX_SLUG_BYTES + 1), `longer than ${MAX_SLUG_BYTES} bytes`],
    // 101 two-byte characters: 202 bytes, though only 101 characters.
    ['é'.repeat(101), `longer than ${MAX_SLUG_BYTES} bytes`],
  ])('refuses %j (%s)', (slug, reason) => {
    expect(unsafeSlugReason(slug)).toBe(reason);
  });

  it.each(['kursi-roda-standar', 'perawatan lansia', 'diskon-50%', 'café-sehat', '...dan-lainnya', 'x'.repeat(MAX_SLUG_BYTES), '%252F'])(
    'takes %j',
    (slug) => {
      expect(unsafeSlugReason(slug)).toBeNull();
    },
  );
});
