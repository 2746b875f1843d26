/**
 * What the app shares with the plain scripts that start it (scripts/prerender/boot.js and
 * early-events.js import this file; the build bundles it into them): how a load lost to the
 * connection is tried again, and what the visitor is told.
 */

/** What the site says wherever something could not load or be sent for want of a connection. */
export const CONNECTION_LOST = 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.';

/**
 * How long a load that failed while the browser says it is online waits before each next try;
 * past these, or offline, it waits for the next 'online' event, which starts the count again.
 */
export const ONLINE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
