/**
 * The tab's sessionStorage, or null where the browser blocks it (storage or cookies turned off):
 * reading `window.sessionStorage` itself throws there, and what uses it works without it.
 */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
