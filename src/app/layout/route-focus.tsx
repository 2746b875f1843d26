import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { HEAD_PENDING } from './page-head';
import './route-focus.css';

/** How long the title must stay unchanged before it is read out (see below). */
const TITLE_SETTLE_MS = 300;
/** How long the metadata look-up may keep the announcement waiting. */
const TITLE_MAX_WAIT_MS = 3_000;

/**
 * After a client navigation to another path, focus moves to the new screen's h1 (else `main`) and
 * a polite live region reads the page title once it has stopped changing (as Next.js's route
 * announcer does): focus moves the reading position and the next Tab, the title says more. The
 * first load and changes of the search alone leave focus where it is.
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
