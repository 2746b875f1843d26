/** Once idle, or after `timeout` at the latest; without requestIdleCallback (Safari), after `fallbackDelay`. */
export function whenIdle(run: () => void, { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number }): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, fallbackDelay);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(handle);
}
