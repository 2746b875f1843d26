/** What the site says wherever something could not load or be sent for want of a connection. */
export const CONNECTION_LOST = 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.';

/** Whether the browser says it has no connection (false where there is no browser). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
