import { useEffect } from 'react';
import { nextTask } from '@/lib/next-task';
import { APP_MARK } from '@/lib/app-mark';

export const INTERACTIVE_EVENT = 'site:interactive';

/** The inline script stops holding clicks and the page stays its HTML; the boot loader dispatches it too. */
export const START_FAILED_EVENT = 'site:failed';

/** A prerendered page's start, in order; npm run bench:answer reads them. */
export const BOOT_MARKS = { loader: 'site:loader', entry: 'site:entry', hydrate: 'site:hydrate' } as const;

let announced = false;

/** Announces a task after the first commit: the page has hydrated. */
export function AnnounceInteractive(): null {
  useEffect(() => {
    if (announced) return;
    announced = true;
    document.documentElement.setAttribute(APP_MARK, '');
    void nextTask().then(() => document.dispatchEvent(new Event(INTERACTIVE_EVENT)));
  }, []);
  return null;
}
