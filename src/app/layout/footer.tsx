import { BRAND_NAME } from '@/lib/brand';
import { providerDay } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { useRenderTime } from '@/lib/render-clock';
import { container } from '@/ui/container.css';
import { Link } from '@/ui/link';
import { FooterBranches } from './footer-branches';
import { FooterContact } from './footer-contact';
import { FooterPayments, FooterSupporters } from './footer-logos';
import { FooterServices } from './footer-services';
import * as styles from './footer.css';

const EXPLORE_LINKS = [
  { label: 'Validasi Dokumen', href: paths.validation.getHref() },
  { label: `Karir ${BRAND_NAME}`, href: paths.careers.getHref() },
  { label: 'Syarat & Ketentuan', href: paths.terms.getHref() },
  { label: 'Kerja Sama', href: paths.partner.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
] as const;

export function Footer() {
  // The provider's year (Jakarta), on the render clock: a page built on 31 December still hydrates.
  const year = providerDay(useRenderTime()).slice(0, 4);
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.column}>
          <FooterPayments />
          <FooterSupporters />
        </div>
        <div className={styles.column}>
          <FooterContact />
          <FooterBranches />
        </div>
        <div className={styles.column}>
          <FooterServices />
        </div>
        <nav className={styles.column} aria-labelledby="footer-explore">
          <div>
            <h2 id="footer-explore" className={styles.heading}>{`Jelajah ${BRAND_NAME}`}</h2>
            <ul className={styles.list}>
              {EXPLORE_LINKS.map(({ label, href }) => (
                <li key={href}>
                  <Link className={styles.link} to={href} prefetch="touch">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <p className={`${container} ${styles.copyright}`}>{`© ${year} ${BRAND_NAME}`}</p>
    </footer>
  );
}
