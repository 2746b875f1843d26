import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { BRAND_NAME } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { MENU_BREAKPOINT_PX } from '@/styles/theme.css';
import { Link } from '@/ui/link';
import * as styles from './header-nav.css';
import type { SiteMenu } from './site-menu';

export const NAV_ITEMS = [
  { label: 'Beranda', href: paths.home.getHref() },
  { label: 'Layanan', href: paths.services.getHref() },
  { label: 'Alat Kesehatan', href: paths.devices.getHref() },
  { label: 'Promosi', href: paths.promotions.getHref() },
  { label: 'Tentang', href: paths.about.getHref() },
  { label: 'Kontak', href: paths.contact.getHref() },
  { label: 'Artikel', href: paths.articles.getHref() },
] as const;

const MENU_ID = 'site-menu';

/** Active on its own path and below it; the home entry only on the home page itself. */
export function isNavItemActive(pathname: string, href: string): boolean {
  if (href === paths.home.getHref()) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > 0;

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16 6 5.5 14.5V26h21V14.5L16 6Z" fill="#fff" />
      <path d="M14.25 13.5h3.5v3.25H21v3.5h-3.25v3.25h-3.5v-3.25H11v-3.5h3.25V13.5Z" fill="currentColor" />
    </svg>
  );
}

/** The site's header; its phone menu's state belongs to the frame, which makes the page behind it inert. */
export function HeaderNav({ menu: { open, setOpen } }: { menu: SiteMenu }) {
  const { pathname } = useLocation();
  const scrolled = useSyncExternalStore(subscribeToScroll, isScrolled, () => false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // On phones the entries are a row that scrolls sideways: bring the current one into view.
  useEffect(() => {
    const row = navRef.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    row.scrollLeft += activeBox.left - rowBox.left - (rowBox.width - activeBox.width) / 2;
  }, [pathname]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${MENU_BREAKPOINT_PX}px)`);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // The panel covers the page: keep the page behind it from scrolling.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, setOpen]);

  return (
    <header className={styles.bar} data-scrolled={scrolled ? '' : undefined} data-open={open ? '' : undefined}>
      <a href="#main" className={styles.skipLink}>
        Lewati ke konten
      </a>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} prefetch="touch" className={styles.logo} onClick={() => setOpen(false)}>
          <LogoMark />
          <span>{BRAND_NAME}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Tutup menu' : 'Buka menu'}
          onClick={() => setOpen(!open)}
        >
          <span className={styles.toggleBar} aria-hidden="true" />
          <span className={styles.toggleBar} aria-hidden="true" />
          <span className={styles.toggleBar} aria-hidden="true" />
        </button>
        <nav ref={navRef} id={MENU_ID} className={styles.nav} aria-label="Menu utama">
          <ul className={styles.list}>
            {NAV_ITEMS.map(({ label, href }) => (
              <li key={href} className={styles.item}>
                <Link
                  to={href}
                  // A finger on the navigation means to go there (on a card grid it may only scroll).
                  prefetch="touch"
                  className={styles.link}
                  aria-current={isNavItemActive(pathname, href) ? 'page' : undefined}
                  // A link to the current page changes no path; close the panel anyway.
                  onClick={() => setOpen(false)}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
