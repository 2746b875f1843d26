import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ChatWidget } from './chat-widget';
import { FloatingReservation } from './floating-reservation';
import { Footer } from './footer';
import { HeaderNav } from './header-nav';
import { NavigationProgress } from './navigation-progress';
import { PageHead } from './page-head';
import { RouteFocus } from './route-focus';
import { useSiteMenu } from './site-menu';
import { useEmbedFocus } from './use-embed-focus';
import * as styles from './root-layout.css';

export function RootLayout() {
  const menu = useSiteMenu();
  const mainRef = useRef<HTMLElement>(null);
  useEmbedFocus();
  // The open phone menu covers the screen: the rest is out of reach of Tab and screen readers.
  const behindMenu = menu.open;
  return (
    <>
      <PageHead />
      <RouteFocus mainRef={mainRef} />
      <NavigationProgress />
      <HeaderNav menu={menu} />
      <main ref={mainRef} id="main" tabIndex={-1} className={styles.main} inert={behindMenu}>
        <Outlet />
      </main>
      <div className={styles.pageExtras} inert={behindMenu}>
        <Footer />
        <FloatingReservation />
        <ChatWidget />
      </div>
      {/* Back and Forward put the scroll position back (a list renders its loaded pages from the
          cache at once); any other navigation starts at the top; a list's own URL changes pass
          preventScrollReset and keep it. Last in the frame: layout effects run in tree order, so the screen has laid itself out (a carousel sizing its slides) before the
          position is set. */}
      <ScrollRestoration />
    </>
  );
}
