import { paths } from '@/app/paths';
import { button } from '@/ui/button.css';
import { container } from '@/ui/container.css';
import { Link } from '@/ui/link';
import * as styles from './not-found.css';

/** The screen for an unknown route or a missing record (spec section 2, "Not-found"). */
export function NotFound() {
  return (
    <section className={`${container} ${styles.screen}`}>
      <h1 className={styles.title}>Oops</h1>
      <p className={styles.subtitle}>Something Went Wrong</p>
      <p className={styles.detail}>Error 404 Not Found</p>
      <Link to={paths.home.getHref()} className={button({ tone: 'primary', size: 'lg' })}>
        Beranda
      </Link>
    </section>
  );
}
