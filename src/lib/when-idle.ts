/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest; where there is no
 * requestIdleCallback (Safari), after `fallbackDelay` ms. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, fallbackDelay);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(handle);
}
