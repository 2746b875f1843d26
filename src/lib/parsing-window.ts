import { domWindow, type DomWindow } from './dom-window';

/**
 * Whether parsing `html` could give an element an attribute whose name starts with "on" (an event
 * handler). HTML's tokenizer starts an attribute name only after whitespace, a "/" or the quote
 * that closes a value, so markup with none of those right before "on" has no such attribute.
 * Cautious on purpose: text such as "layanan online" counts as well.
 */
export function mayHoldHandlers(html: string): boolean {
  return /[\s/"']on/i.test(html);
}

/**
 * Makes what parses HTML from the API in the window of a frame removed right after, for markup
 * that may hold event handlers (`mayHoldHandlers`) only: Chromium reports a CSP violation for an
 * `on*` attribute even in an inert document, but not in a removed frame's
 * (docs/decisions/094-parsing-in-a-removed-frame.md). Where `works` fails on the result (jsdom,
 * the prerender), it is made in the page's own window.
 */
export function fromParsingWindow<T>(make: (win: DomWindow) => T, works: (made: T) => boolean): T {
  if (removedFramesWork !== false) {
    const detached = inRemovedFrame(make);
    try {
      removedFramesWork = detached !== null && works(detached.made);
    } catch {
      removedFramesWork = false;
    }
    if (removedFramesWork && detached) return detached.made;
  }
  return make(domWindow());
}

// Once a removed frame's DOM has failed, no more frames are made for nothing.
let removedFramesWork: boolean | null = null;

function inRemovedFrame<T>(make: (win: DomWindow) => T): { made: T } | null {
  if (typeof document === 'undefined' || !document.body) return null;
  const frame = document.createElement('iframe');
  frame.hidden = true;
  try {
    document.body.append(frame);
    const win = frame.contentWindow as DomWindow | null;
    return win ? { made: make(win) } : null;
  } catch {
    return null;
  } finally {
    frame.remove();
  }
}

/** A probe with what a lesser parser gets wrong (a void element, an entity). */
export const PARSE_PROBE = '<p>a<br>b&nbsp;c</p>';
export const PARSE_PROBE_TEXT = 'ab\u00a0c';

/**
 * What parses HTML from the API, chosen for each piece of markup: made on first use, once in the
 * page's window (or the one the prerender lends), and once through fromParsingWindow for markup
 * that may hold event handlers (mayHoldHandlers).
 */
export function parserFor<T>(make: (win: DomWindow) => T, works: (made: T) => boolean): (html: string) => T {
  let inPage: T | null = null;
  let forHandlers: T | null = null;
  return (html) => (mayHoldHandlers(html) ? (forHandlers ??= fromParsingWindow(make, works)) : (inPage ??= make(domWindow())));
}

/** A DOMParser for `html`, HTML from the API (see parserFor). */
export const htmlParser = parserFor(
  (win) => new win.DOMParser(),
  (made) => made.parseFromString(PARSE_PROBE, 'text/html').body.textContent === PARSE_PROBE_TEXT,
);
