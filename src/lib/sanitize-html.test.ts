import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lendDomWindow } from './dom-window';
import { sanitizeHtml } from './sanitize-html';
import { LINK_CASES } from './sanitize-links.test-helper';

// The prerender sanitizes in a jsdom window it lends (src/entry-server.tsx), not the browser's.
const lent = new JSDOM('<!doctype html>').window as unknown as Window & typeof globalThis;
beforeAll(() => {
  lendDomWindow(lent);
});

describe('sanitizeHtml at build time', () => {
  it.each(LINK_CASES)('gives a link ($name) the HTML the browser gives it', ({ html, sanitized }) => {
    expect(sanitizeHtml(html)).toBe(sanitized);
  });

  it('still removes scripts and event handlers', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Halo</p><script>alert(1)</script>')).toBe('<p>Halo</p>');
  });

  it('leaves no listener on the window, however many fields it sanitizes', () => {
    // Every page's fields are sanitized in this one window, and each sanitizing makes a new
    // document: a selector query on such a document left listeners on the window for good, and
    // each page of a big site took longer than the one before.
    sanitizeHtml('<p>warm-up</p>');
    const added = vi.spyOn(lent, 'addEventListener');
    try {
      for (let index = 0; index < 3; index += 1) {
        sanitizeHtml('<p><a>tanpa tujuan</a> <oembed url="https://youtu.be/dQw4w9WgXcQ"></oembed></p>');
      }
      expect(added).not.toHaveBeenCalled();
    } finally {
      added.mockRestore();
    }
  });
});
