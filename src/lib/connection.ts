import { useEffect, useRef } from 'react';
import { ONLINE_RETRY_DELAYS_MS } from './reconnect';

export { CONNECTION_LOST, ONLINE_RETRY_DELAYS_MS } from './reconnect';

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useOnReconnect(onReconnect: () => void, enabled = true): void {
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => {
    if (!enabled) return;
    const reconnected = () => latest.current();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [enabled]);
}

/** Schedules a lost load's retry on ONLINE_RETRY_DELAYS_MS, past those or offline at the next 'online'. */
export function tryAgainLater(retries: number, tryAgain: (reconnected: boolean) => void): () => void {
  const delay = isOffline() ? undefined : ONLINE_RETRY_DELAYS_MS[retries];
  if (delay !== undefined) {
    const timer = window.setTimeout(() => tryAgain(false), delay);
    return () => window.clearTimeout(timer);
  }
  const reconnected = () => tryAgain(true);
  window.addEventListener('online', reconnected, { once: true });
  return () => window.removeEventListener('online', reconnected);
}

export function useRetryOnReconnect(failure: unknown, retry: () => void): void {
  const latest = useRef(retry);
  const retries = useRef(0);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (failure === null) return;
    return tryAgainLater(retries.current, (reconnected) => {
      retries.current = reconnected ? 0 : retries.current + 1;
      latest.current();
    });
  }, [failure]);
}
