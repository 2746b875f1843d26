import { useContext } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext } from 'react-router';
import { paths } from '@/lib/paths';
import { button } from '@/ui/button.css';
import { container } from '@/ui/container.css';
import { Link } from '@/ui/link';
import { useRouteFlags } from '../route-handle';
import * as styles from './not-found.css';

export function NotFound() {
  return (
    <section className={`${container} ${styles.screen}`}>
      {/* React puts it in <head>; the page head leaves out its own 'index, follow' here. */}
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>Oops</h1>
      <p className={styles.subtitle}>Something Went Wrong</p>
      <p className={styles.detail}>Error 404 Not Found</p>
      <Link to={paths.home.getHref()} className={button({ tone: 'primary', size: 'lg' })}>
        Beranda
      </Link>
    </section>
  );
}

const isNotFoundResponse = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** react-router has no public hook for another route's error, so this reads the state its error boundaries read. */
export function useNotFoundShown(): boolean {
  const flags = useRouteFlags();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  return Boolean(flags.notFound) || Object.values(errors ?? {}).some(isNotFoundResponse);
}
