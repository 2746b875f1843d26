// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { absoluteWebUrl, imageList, isoDateTime, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes what could close the script or open a comment, and reads back the same', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Article', headline: '</script><script>alert(1)</script><!-- & >' } as const;
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('escapes the line separators that end a JavaScript string', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: 'a\u2028b\u2029c' });
    expect(text).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(text).name).toBe('a\u2028b\u2029c');
  });
});

describe('isoDateTime', () => {
  it.each([
    ['2026-03-18T08:30:00.000Z', '2026-03-18T08:30:00.000Z'],
    ['2024-05-01T10:00:00.000000Z', '2024-05-01T10:00:00.000000Z'],
    ['2024-05-01 10:00:00', '2024-05-01T10:00:00+07:00'],
    ['2024-05-01T10:00', '2024-05-01T10:00:00+07:00'],
    ['2024-05-01', '2024-05-01T00:00:00+07:00'],
    ['2024-05-01T10:00:00+0800', '2024-05-01T10:00:00+08:00'],
    ['2024-05-01T10:00:00-03:00', '2024-05-01T10:00:00-03:00'],
  ])('%s -> %s', (value, expected) => {
    expect(isoDateTime(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'kemarin', '2024-13-45', '01/05/2024'])('%s -> null', (value) => {
    expect(isoDateTime(value)).toBeNull();
  });
});

describe('absolute URLs', () => {
  const site = 'https://rawatin.example';

  it('puts a path on the site root and keeps a web URL', () => {
    expect(absoluteWebUrl('/demo/a.svg', site)).toBe('https://rawatin.example/demo/a.svg');
    expect(absoluteWebUrl('https://cdn.example/a.jpg', site)).toBe('https://cdn.example/a.jpg');
  });

  it('refuses what is not a web URL', () => {
    expect(absoluteWebUrl('javascript:alert(1)', site)).toBeNull();
    expect(absoluteWebUrl('data:image/png;base64,AAAA', site)).toBeNull();
    expect(absoluteWebUrl('  ', site)).toBeNull();
  });

  it('lists distinct images in order', () => {
    expect(imageList(['/a.png', null, 'https://rawatin.example/a.png', '/b.png'], site)).toEqual([
      'https://rawatin.example/a.png',
      'https://rawatin.example/b.png',
    ]);
  });
});
