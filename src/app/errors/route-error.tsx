import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { isRefused } from '@/api/failure';
import { useChunkReload, type ChunkFailureState } from '@/app/chunk-reload';
import { CONNECTION_LOST, useOnReconnect, useRetryOnReconnect } from '@/lib/connection';
import { paths } from '@/lib/paths';
import { button } from '@/ui/button.css';
import { container } from '@/ui/container.css';
import { Link } from '@/ui/link';
import { RECORD_FAILED } from '../loaders';
import { NotFound } from './not-found';
import * as styles from './not-found.css';

const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (isRefused(error)) return `${error.response.status} ${error.response.statusText}`.trim();
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.replace(URL_IN_TEXT, '').replace(/[\s:]+$/, '').trim() || 'Unknown error';
}

const Reloading = () => <div aria-busy="true" />;

function ConnectionLost({ home, retry }: { home: ReactNode; retry?: ReactNode }) {
  return (
    <section className={`${container} ${styles.screen}`} role="alert">
      <p className={styles.subtitle}>{CONNECTION_LOST}</p>
      {retry}
      {home}
    </section>
  );
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;
const isRecordFailure = (error: unknown) => isRouteErrorResponse(error) && error.data === RECORD_FAILED;

/** Answers and lost connections are not logged again (the query cache logged those). */
function useLoggedRouteError(): { error: unknown; chunk: ChunkFailureState } {
  const error = useRouteError();
  const chunk = useChunkReload(error);
  useEffect(() => {
    if (chunk === 'none' && !isNotFound(error) && !isRecordFailure(error)) console.error('[route]', error);
  }, [error, chunk]);
  return { error, chunk };
}

const waiting = (chunk: ChunkFailureState) => chunk === 'deciding' || chunk === 'reloading';

function UnexpectedError({ error, home }: { error: unknown; home: ReactNode }) {
  return (
    <section className={`${container} ${styles.screen}`} role="alert">
      <h1 className={styles.subtitle}>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describeRouteError(error)}</p>
      {home}
    </section>
  );
}

function RetryButton({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <button type="button" className={button({ tone: 'primary' })} disabled={busy} onClick={onRetry}>
      {busy ? 'Loading...' : 'Coba Lagi'}
    </button>
  );
}

/** A record failed with anything but a 404; lost to the connection, it asks again once it returns. */
function RecordFailed() {
  const revalidator = useRevalidator();
  useOnReconnect(() => void revalidator.revalidate());
  return (
    <section className={`${container} ${styles.screen}`} role="alert">
      <p className={styles.subtitle}>Gagal memuat data.</p>
      <RetryButton busy={revalidator.state === 'loading'} onRetry={() => void revalidator.revalidate()} />
    </section>
  );
}

/** A navigation, not a revalidation: the error boundary lets go at a new location; a cached screen's revalidation ends before it looks. */
function useOpenAgain(): { busy: boolean; openAgain: () => void } {
  const navigate = useNavigate();
  const location = useLocation();
  const busy = useNavigation().state !== 'idle';
  const { pathname, search, hash, state } = location;
  return { busy, openAgain: () => void navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true }) };
}

export function RouteError() {
  const { error, chunk } = useLoggedRouteError();
  const { busy, openAgain } = useOpenAgain();
  // Here, around the screens shown while each try is judged, so the tries are counted across them.
  useRetryOnReconnect(chunk === 'offline' ? error : null, openAgain);
  if (waiting(chunk)) return <Reloading />;
  if (isNotFound(error)) return <NotFound />;
  if (isRecordFailure(error)) return <RecordFailed />;
  const home = (
    <Link to={paths.home.getHref()} className={button({ tone: 'primary' })}>
      Beranda
    </Link>
  );
  if (chunk === 'offline') return <ConnectionLost home={home} retry={<RetryButton busy={busy} onRetry={openAgain} />} />;
  return <UnexpectedError error={error} home={home} />;
}

/** The frame itself may be what failed: renders on its own, and its home link reloads the page. */
export function RootError() {
  const { error, chunk } = useLoggedRouteError();
  const home = (
    <a href={paths.home.getHref()} className={button({ tone: 'primary' })}>
      Beranda
    </a>
  );
  return (
    <main id="main">
      {waiting(chunk) ? (
        <Reloading />
      ) : isNotFound(error) ? (
        <NotFound />
      ) : chunk === 'offline' ? (
        <ConnectionLost home={home} />
      ) : (
        <UnexpectedError error={error} home={home} />
      )}
    </main>
  );
}
