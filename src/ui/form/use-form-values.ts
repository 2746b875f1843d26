import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-early-input';

/** Only the listed `fields` go to sessionStorage, which any script on the origin can read: never health data. */
export interface PersistOptions<T> {
  key: string;
  fields: readonly (keyof T)[];
}

// Module state, never storage: it lives as long as the page, so a reload clears it.
const drafts = new Map<string, object>();

export function forgetDraftsInMemory() {
  drafts.clear();
}

function sameValue(a: unknown, b: unknown) {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function storable<T extends object>(values: T, initial: T, fields: readonly (keyof T)[]) {
  const kept: Partial<T> = {};
  for (const field of fields) if (!sameValue(values[field], initial[field])) kept[field] = values[field];
  return kept;
}

function readStored<T extends object>(persist: PersistOptions<T>, initial: T): T {
  try {
    const raw = window.sessionStorage.getItem(persist.key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return initial;
    const restored = { ...initial };
    // Only listed fields of the expected kind: an older draft may hold more, or be tampered with.
    for (const field of persist.fields) {
      const value = (parsed as Partial<T>)[field];
      if (value !== undefined && Array.isArray(value) === Array.isArray(initial[field]) && typeof value === typeof initial[field]) {
        restored[field] = value as T[keyof T];
      }
    }
    return restored;
  } catch {
    return initial;
  }
}

function readDraft<T extends object>(persist: PersistOptions<T> | undefined, initial: T): T {
  if (!persist || typeof window === 'undefined') return initial;
  const inMemory = drafts.get(persist.key) as T | undefined;
  return inMemory ?? readStored(persist, initial);
}

function writeStored<T extends object>(persist: PersistOptions<T>, values: T, initial: T) {
  try {
    const kept = storable(values, initial, persist.fields);
    if (Object.keys(kept).length === 0) window.sessionStorage.removeItem(persist.key);
    else window.sessionStorage.setItem(persist.key, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the form still works, only a reload loses the draft.
  }
}

/** Files are never kept. A prerendered form's draft returns after hydration, under early input (use-early-input.ts). */
export function useFormValues<T extends object>(initial: T, options: { persist?: PersistOptions<T> } = {}) {
  const { persist } = options;
  const hydrated = useHydrated();
  const [values, setValues] = useState<T>(() => (hydrated ? initial : readDraft(persist, initial)));
  const restoreAfterHydration = useRef(hydrated);

  useEffect(() => {
    if (!restoreAfterHydration.current) return;
    restoreAfterHydration.current = false;
    const draft = readDraft(persist, initial);
    if (draft === initial) return;
    // A field already changed since the page was hydrated is newer than its stored draft.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read only once the HTML is hydrated
    setValues((current) => {
      const merged = { ...draft };
      for (const key of Object.keys(initial) as (keyof T)[]) {
        if (!sameValue(current[key], initial[key])) merged[key] = current[key];
      }
      return merged;
    });
  }, [persist, initial]);

  useEffect(() => {
    if (!persist) return;
    // An untouched (or just reset) form is no draft: keep nothing.
    if (values === initial) drafts.delete(persist.key);
    else drafts.set(persist.key, values);
    writeStored(persist, values, initial);
  }, [persist, values, initial]);

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  const reset = useCallback(() => {
    if (persist) {
      drafts.delete(persist.key);
      try {
        window.sessionStorage.removeItem(persist.key);
      } catch {
        // Storage disabled: there was nothing stored.
      }
    }
    setValues(initial);
  }, [initial, persist]);

  return { values, setValue, reset };
}
