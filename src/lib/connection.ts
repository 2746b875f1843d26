import { useEffect, useRef } from 'react';
import { ONLINE_RETRY_DELAYS_MS } from './reconnect';

export { CONNECTION_LOST, ONLINE_RETRY_DELAYS_MS } from './reconnect';

/** Whether the browser says it has no connection (false where there is no browser). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Calls `onReconnect` each time the browser gets its connection back, while `enabled`: a screen
 * that failed for want of a connection asks again by itself.
 */
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

/**
 * Schedules the next try of a load that failed for want of a connection, its `retries`-th retry:
 * while the browser says it is online (the connection came back while the load was on its way, or
 * is back but not usable yet), after the next of ONLINE_RETRY_DELAYS_MS; past those, or offline,
 * at the next 'online', which counts as a fresh start (`tryAgain(true)`). Returns what cancels it.
 */
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

/**
 * Asks again (`retry`) after each `failure` that is a lost connection (null when there is none):
 * as `tryAgainLater` schedules it, the count of tries kept across failures until the connection
 * returns.
 */
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
