import { useEffect, useSyncExternalStore } from 'react';

/**
 * A value a screen hands to the frame while it is mounted (the chat text, the page's metadata),
 * through a tiny external store, so the frame needs no knowledge of routes.
 */
export function createScreenOverride<T>() {
  let override: T | null = null;
  const listeners = new Set<() => void>();

  function set(next: T | null) {
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

  return {
    /** Sets `value` while the calling screen is mounted; null keeps the frame's default. */
    useProvide(value: T | null): void {
      useEffect(() => {
        set(value);
        return () => {
          // Only undo our own value: the next screen may already have set its own.
          if (override === value) set(null);
        };
      }, [value]);
    },
    /** The current override, or null. */
    useCurrent(): T | null {
      return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
    },
  };
}
