import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/test/seeded-random';
import { mayHoldHandlers } from './parsing-window';

// By tag name, not selector: in jsdom each selector query on a new document adds listeners to the window.
/** The attribute names starting with "on" that HTML's parser gives the elements of `html`. */
function handlerNames(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.getElementsByTagName('*')).flatMap((element) =>
    element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
  );
}

describe('mayHoldHandlers', () => {
  it('finds a handler after a space, a tab, a line break, a slash or a closing quote, in any case', () => {
    for (const html of [
      '<img src=x onerror=alert(1)>',
      '<img\tONERROR=x>',
      '<img\nonload>',
      '<img/onerror=x>',
      '<img src="x"onerror=y>',
      "<img src='x'onerror=y>",
      '<svg><animate onbegin=x></svg>',
    ]) {
      expect(handlerNames(html), html).not.toEqual([]);
      expect(mayHoldHandlers(html), html).toBe(true);
    }
  });

  it('lets markup without one parse in the page', () => {
    for (const html of ['<p>Perawat datang ke rumah Anda.</p>', '<p class="intro">Konsultasi<br>gratis</p>', '<a href="/faq">FAQ</a>'])
      expect(mayHoldHandlers(html), html).toBe(false);
  });

  it('never misses a handler the parser makes, over 5,000 generated fragments', () => {
    const tags = ['<a', '<svg', '<img', '<p', '<!--'];
    const parts = [' ', '\t', '\n', '/', '"', "'", '=', 'on', 'onclick', 'ONLOAD', 'o', 'n', 'x', '>', '<', '-->', '&amp;'];
    const next = seededRandom(7);
    let withHandlers = 0;
    for (let index = 0; index < 5000; index += 1) {
      const pick = (from: string[]) => from[Math.floor(next() * from.length)];
      const html = pick(tags) + Array.from({ length: 1 + Math.floor(next() * 10) }, () => pick(parts)).join('');
      if (!handlerNames(html).length) continue;
      withHandlers += 1;
      expect(mayHoldHandlers(html), JSON.stringify(html)).toBe(true);
    }
    // The generator does make handlers, so the check above was put to the test.
    expect(withHandlers).toBeGreaterThan(100);
  });
});
