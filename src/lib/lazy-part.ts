import { createContext, createElement, lazy, useContext, useState, type ComponentType } from 'react';
import { lazyModule } from './lazy-module';

const loaders = new Map<string, () => Promise<unknown>>();

/** A server render notes the parts it rendered, so the browser loads exactly those before hydrating. */
export const RenderedParts = createContext<Set<string> | null>(null);

/** Named by its module's path (its manifest key); each instance keeps the way it first rendered. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyPart<T extends ComponentType<any>>(name: string, load: () => Promise<{ default: T }>): T {
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

export function definedLazyParts(): ReadonlyMap<string, () => Promise<unknown>> {
  return loaders;
}

/** A part whose code fails or is unknown is left to the part itself. */
export async function loadLazyParts(names: readonly string[]): Promise<void> {
  await Promise.allSettled(names.map((name) => loaders.get(name)?.()));
}
