import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { HEAD_PENDING } from './page-head';
import './route-focus.css';

/** How long the title must stay unchanged before it is read out (see below). */
const TITLE_SETTLE_MS = 300;
/** How long the metadata look-up may keep the announcement waiting. */
const TITLE_MAX_WAIT_MS = 3_000;

/**
 * After a client navigation to another path, focus moves to the new screen's h1 (else to
 * `main`) and the new page title is read out; the first load and changes of the search params
 * alone (a search box writing its terms into the URL) leave focus where it is.
 *
 * Both, because each covers what the other misses: focus puts the screen reader's reading
 * position and the next Tab at the start of the new content instead of on a link that is gone,
 * and NVDA, JAWS and VoiceOver read the focused heading. The page title says more (the site
 * name, a detail's own title) and a focused `main` reads as a landmark only, so a polite live
 * region speaks it after the focus announcement, as Next.js's route announcer does. The title
 * arrives late: the path's metadata may still be loading, and a detail screen sets its own from
 * an effect, so the region waits until it has stopped changing.
 */
export function RouteFocus({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;

    const main = mainRef.current;
    const heading = main?.querySelector('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.setAttribute('data-route-focus', '');
    }
    // The router has just set the scroll position (ScrollRestoration); focus must not move it.
    (heading ?? main)?.focus({ preventScroll: true });

    // Emptied first, so that a title equal to the last one is still a change to read out.
    setAnnouncement('');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => waitForTitle());
    const since = Date.now();
    function waitForTitle() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!document.title) return;
        // The title of a page whose metadata is still on its way would be the defaults: wait for
        // the answer, unless it takes long enough that silence would be worse.
        const pending = document.documentElement.hasAttribute(HEAD_PENDING);
        if (pending && Date.now() - since < TITLE_MAX_WAIT_MS) return waitForTitle();
        observer.disconnect();
        setAnnouncement(document.title);
      }, TITLE_SETTLE_MS);
    }
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [HEAD_PENDING] });
    waitForTitle();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainRef]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
