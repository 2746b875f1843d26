import { domWindow, type DomWindow } from './dom-window';

/** An attribute name starts only after whitespace, "/" or a closing quote; cautious: "layanan online" counts. */
export function mayHoldHandlers(html: string): boolean {
  return /[\s/"']on/i.test(html);
}

/** Chromium reports a CSP violation for `on*` even in an inert document (docs/decisions/077-api-html-parsed-in-a-removed-frame.md). */
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

export function parserFor<T>(make: (win: DomWindow) => T, works: (made: T) => boolean): (html: string) => T {
  let inPage: T | null = null;
  let forHandlers: T | null = null;
  return (html) => (mayHoldHandlers(html) ? (forHandlers ??= fromParsingWindow(make, works)) : (inPage ??= make(domWindow())));
}

export const htmlParser = parserFor(
  (win) => new win.DOMParser(),
  (made) => made.parseFromString(PARSE_PROBE, 'text/html').body.textContent === PARSE_PROBE_TEXT,
);
