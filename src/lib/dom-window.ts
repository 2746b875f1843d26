/** The page's window in the browser; at build time a jsdom window, so the same helpers give the same HTML. */
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
