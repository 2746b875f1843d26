import { createContext, createElement, lazy, useContext, useState, type ComponentType } from 'react';
import { lazyModule } from './lazy-module';

/** How to load each lazy part whose module has been evaluated, by its name (its module's path). */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Where a server render notes the lazy parts it rendered (src/app/render-page.tsx), so that the
 * page's state can name them and the browser loads exactly those before hydrating; the page's
 * boot loader fetches their files with the app's own (scripts/prerender/build-layout.mjs).
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/**
 * React.lazy for a split-off part of a screen, named by its module's path from the project root
 * (the key of its files in the build's manifest). Code already in renders at once, else it
 * suspends; each instance keeps the way it first rendered. A prerendered page loads the code of
 * the parts its HTML holds before hydrating (`loadLazyParts`), so no tap on them is lost.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyPart<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>): T {
  // Asked again after a failure: the connection may be back.
  const code = lazyModule(name, load);
  loaders.set(name, code.load);
  const Lazy = lazy(code.load) as unknown as ComponentType<object>;
  function Part(props: object) {
    useContext(RenderedParts)?.add(name);
    const [ready] = useState(() => (code.current?.default ?? null) as ComponentType<object> | null);
    return createElement(ready ?? Lazy, props);
  }
  return Part as unknown as T;
}

/** The lazy parts whose modules have been evaluated, by name, each with its loader. */
export function definedLazyParts(): ReadonlyMap<string, () => Promise<unknown>> {
  return loaders;
}

/**
 * Loads the code of the named parts (those a prerendered page's HTML holds); a name no evaluated
 * module defines, or a part whose code fails to load, is left to the part itself.
 */
export async function loadLazyParts(names: readonly string[]): Promise<void> {
  await Promise.allSettled(names.map((name) => loaders.get(name)?.()));
}
