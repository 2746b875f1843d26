// Shared with scripts/prerender/boot.js and early-events.js, which the build bundles it into.

/** What the site says wherever something could not load or be sent for want of a connection. */
export const CONNECTION_LOST = 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.';

/** Then, or offline, it waits for the next 'online' event, which starts the count again. */
export const ONLINE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
