import { useEffect, useSyncExternalStore } from 'react';

/** Search-engine metadata of a page; the same shape as the API's `Seo` record. */
export type PageSeo = {
  url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
};

/**
 * Detail screens (service, device) get their metadata inside their own response. They hand it
 * to the page head through this store, and it wins over the record looked up by path.
 */
let override: PageSeo | null = null;
const listeners = new Set<() => void>();

function setOverride(next: PageSeo | null) {
  if (next === override) return;
  override = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => override;
const getServerSnapshot = () => null;

/** Uses `seo` for the page head while the calling screen is mounted. */
export function usePageSeo(seo: PageSeo | null | undefined): void {
  const record = seo ?? null;
  useEffect(() => {
    setOverride(record);
    return () => {
      // Only undo our own record: the next screen may already have set its own.
      if (override === record) setOverride(null);
    };
  }, [record]);
}

export function usePageSeoOverride(): PageSeo | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
