import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useChunkReload } from '@/app/chunk-reload';
import { paths } from '@/app/paths';
import { button } from '@/ui/button.css';
import { container } from '@/ui/container.css';
import { NotFound } from './not-found';
import * as styles from './not-found.css';

/** '404 Not Found' for a thrown response, else the error's message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The route's error, logged; `reloading` while a chunk from before a deploy reloads the page. */
function useLoggedRouteError(): { error: unknown; reloading: boolean } {
  const error = useRouteError();
  const reloading = useChunkReload(error);
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  return { error, reloading };
}

/** Stands in for the error screen while the page reloads with the new build. */
const Reloading = () => <div aria-busy="true" />;

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

function UnexpectedError({ error, home }: { error: unknown; home: ReactNode }) {
  return (
    <section className={`${container} ${styles.screen}`} role="alert">
      <h1 className={styles.subtitle}>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describeRouteError(error)}</p>
      {home}
    </section>
  );
}

/** The errorElement of the screens: renders inside the frame, a 404 as the not-found screen. */
export function RouteError() {
  const { error, reloading } = useLoggedRouteError();
  if (reloading) return <Reloading />;
  if (isNotFound(error)) return <NotFound />;
  const home = (
    <Link to={paths.home.getHref()} className={button({ tone: 'primary' })}>
      Beranda
    </Link>
  );
  return <UnexpectedError error={error} home={home} />;
}

/**
 * The errorElement of the root route. The frame itself may be what failed, so this renders
 * on its own, and its home link reloads the page to start the app afresh.
 */
export function RootError() {
  const { error, reloading } = useLoggedRouteError();
  return (
    <main id="main">
      {reloading ? (
        <Reloading />
      ) : isNotFound(error) ? (
        <NotFound />
      ) : (
        <UnexpectedError
          error={error}
          home={
            <a href={paths.home.getHref()} className={button({ tone: 'primary' })}>
              Beranda
            </a>
          }
        />
      )}
    </main>
  );
}
