import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { HEAD_PENDING } from './page-head';
import './route-focus.css';

const TITLE_SETTLE_MS = 300;
const TITLE_MAX_WAIT_MS = 3_000;

/** After a navigation to another path: focus to the new h1 (else `main`), and the settled title read out. */
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

    setAnnouncement('');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => waitForTitle());
    const since = Date.now();
    function waitForTitle() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!document.title) return;
        // A page whose metadata is on its way would announce the defaults: wait, but not for ever.
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
