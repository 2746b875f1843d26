import { createElement, lazy, useState, type ComponentType } from 'react';

/** How to load each lazy part whose module has been evaluated. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * React.lazy for a part of a screen whose code is split off (the FAQ's accordion, the share menu,
 * the sanitizer). A part whose code is already in renders it at once; otherwise it suspends
 * like React.lazy. Each instance keeps the way it first rendered, so a part is never remounted.
 *
 * On a prerendered page the boot loads every part's code before hydration (`loadLazyParts`):
 * a part that suspended while hydrating would keep its HTML unanswering until its code came,
 * and a tap on it then, or one replayed from before the app started, would be lost.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Asked again next time: the connection may be back.
        loading = null;
        throw error;
      },
    ));
  loaders.add(start);
  const Lazy = lazy(start) as unknown as ComponentType<object>;
  function Part(props: object) {
    const [ready] = useState(() => loaded as ComponentType<object> | null);
    return createElement(ready ?? Lazy, props);
  }
  return Part as unknown as T;
}

/** Loads the code of every lazy part the evaluated modules define; a failure is left to the part. */
export async function loadLazyParts(): Promise<void> {
  await Promise.allSettled([...loaders].map((start) => start()));
}
