import { useEffect, useRef } from 'react';

/** What the site says wherever something could not load or be sent for want of a connection. */
export const CONNECTION_LOST = 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.';

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
