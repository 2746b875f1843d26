/**
 * The window that DOM-based helpers (the HTML sanitizer, DOMParser) work in: the page's own in
 * the browser; at build time, the prerender lends one (a jsdom window, src/entry-server.tsx), so
 * the same helpers give the prerendered HTML the same output.
 */
export type DomWindow = Window & typeof globalThis;

let lent: DomWindow | null = null;

export function lendDomWindow(win: DomWindow): void {
  lent = win;
}

export function domWindow(): DomWindow {
  if (typeof window !== 'undefined') return window;
  if (!lent) throw new Error('No DOM window: render through src/entry-server.tsx, which lends one.');
  return lent;
}
