import { Outlet } from 'react-router';
import { ChatWidget } from './chat-widget';
import { FloatingReservation } from './floating-reservation';
import { Footer } from './footer';
import { HeaderNav } from './header-nav';
import { NavigationProgress } from './navigation-progress';
import { PageHead } from './page-head';
import { ScrollToTop } from './scroll-to-top';
import * as styles from './root-layout.css';

/** The shared frame around every screen (spec section 2, "Shared frame"). */
export function RootLayout() {
  return (
    <>
      <PageHead />
      <ScrollToTop />
      <NavigationProgress />
      <HeaderNav />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <FloatingReservation />
      <ChatWidget />
    </>
  );
}
