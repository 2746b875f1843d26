import { useCallback, useEffect, useState } from 'react';

function readDraft<T>(storageKey: string | undefined, initial: T): T {
  if (!storageKey || typeof window === 'undefined') return initial;
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

/**
 * A form's values. With a `storageKey`, the draft is kept in sessionStorage on every change,
 * so it survives a reload of the tab, until `reset()` (after a successful send) drops it.
 * Files are never part of a stored draft.
 */
export function useFormValues<T extends object>(initial: T, storageKey?: string) {
  const [values, setValues] = useState<T>(() => readDraft(storageKey, initial));

  useEffect(() => {
    if (!storageKey) return;
    try {
      // An untouched (or just reset) form is no draft: keep nothing.
      if (values === initial) window.sessionStorage.removeItem(storageKey);
      else window.sessionStorage.setItem(storageKey, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the form still works, only the draft is not kept.
    }
  }, [storageKey, values, initial]);

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const reset = useCallback(() => {
    if (storageKey) window.sessionStorage.removeItem(storageKey);
    setValues(initial);
  }, [initial, storageKey]);

  return { values, setValue, reset };
}
