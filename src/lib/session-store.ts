/** Null where the browser blocks storage: reading `window.sessionStorage` itself throws there. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
