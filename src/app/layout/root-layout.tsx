import { useRef } from 'react';
import { Outlet } from 'react-router';
import { ChatWidget } from './chat-widget';
import { FloatingReservation } from './floating-reservation';
import { Footer } from './footer';
import { HeaderNav } from './header-nav';
import { NavigationProgress } from './navigation-progress';
import { PageHead } from './page-head';
import { RouteFocus } from './route-focus';
import { ScrollToTop } from './scroll-to-top';
import { useSiteMenu } from './site-menu';
import * as styles from './root-layout.css';

/** The shared frame around every screen (spec section 2, "Shared frame"). */
export function RootLayout() {
  const menu = useSiteMenu();
  const mainRef = useRef<HTMLElement>(null);
  // The phone menu's panel covers the whole screen: what lies under it is out of reach of Tab
  // and of screen readers until it closes (the header keeps the toggle and the panel).
  const behindMenu = menu.open;
  return (
    <>
      <PageHead />
      <ScrollToTop />
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
    </>
  );
}
