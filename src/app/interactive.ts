import { useEffect } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * The event the page's inline script (scripts/prerender/early-events.js) waits for before it
 * replays the clicks and submits a visitor made on the prerendered page while the app was still
 * starting.
 */
export const INTERACTIVE_EVENT = 'site:interactive';

/**
 * The event that tells the page's inline script the app could not start: it stops holding
 * clicks, and the page stays what the HTML gives (links, and the browser's own controls). The
 * boot loader dispatches it too, when the entry fails to load.
 */
export const START_FAILED_EVENT = 'site:failed';

/**
 * User Timing marks of a prerendered page's start, in order: the boot loader starts fetching the
 * code (scripts/prerender/boot.js, which writes the name out, with `detail.trigger`: 'load',
 * 'interaction' or 'shell'), the entry module has run, and
 * hydration starts. With React's own mark on #main and 'site:interactive' they tell where the time
 * from the first paint to an answering page goes (npm run bench:answer prints them), in the
 * browser's performance panel too.
 */
export const BOOT_MARKS = { loader: 'site:loader', entry: 'site:entry', hydrate: 'site:hydrate' } as const;

let announced = false;

/**
 * Rendered once at the root. Its effect runs when the first render has committed (on a
 * prerendered page: hydrated, the lazy parts' code already in: src/lib/lazy-part.ts), and a
 * task later it tells the page it is interactive. A part React has not hydrated yet is hydrated
 * at once by the first click on it, replayed or not.
 */
export function AnnounceInteractive(): null {
  useEffect(() => {
    if (announced) return;
    announced = true;
    void nextTask().then(() => document.dispatchEvent(new Event(INTERACTIVE_EVENT)));
  }, []);
  return null;
}
