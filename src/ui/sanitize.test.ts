import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { lendDomWindow } from '@/lib/dom-window';
import { sanitizeHtml } from './sanitize';
import { LINK_CASES } from './sanitize-links.test-helper';

// The prerender sanitizes in a jsdom window it lends (src/entry-server.tsx), not the browser's.
beforeAll(() => {
  lendDomWindow(new JSDOM('<!doctype html>').window as unknown as Window & typeof globalThis);
});

describe('sanitizeHtml at build time', () => {
  it.each(LINK_CASES)('gives a link ($name) the HTML the browser gives it', ({ html, sanitized }) => {
    expect(sanitizeHtml(html)).toBe(sanitized);
  });

  it('still removes scripts and event handlers', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Halo</p><script>alert(1)</script>')).toBe('<p>Halo</p>');
  });
});
