import type { ComponentType, FunctionComponent } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { lazyModule } from '@/lib/lazy-module';

/** Not the router's `lazy`, which keeps a rejected import for the page's life: a failed download is forgotten. */
export interface Screen extends FunctionComponent {
  load(): Promise<ScreenModule>;
  /** As the client manifest names it (scripts/prerender/build-layout.mjs, `pageModules`). */
  readonly source: string;
}

interface ScreenModule {
  Component: ComponentType;
}

const screens = new WeakSet<ComponentType>();

export function screen(source: string, importModule: () => Promise<ScreenModule>): Screen {
  const code = lazyModule(source, importModule);
  const Screen = Object.assign(
    () => {
      const Loaded = code.current?.Component;
      if (!Loaded) throw new Error('A screen rendered before its code loaded');
      return <Loaded />;
    },
    { load: code.load, source },
  );
  screens.add(Screen);
  return Screen;
}

export function screenOf(route: RouteObject): Screen | undefined {
  const { Component } = route;
  return Component && screens.has(Component) ? (Component as Screen) : undefined;
}

/** Data and code download together; a failed download is the loader's error (src/app/chunk-reload.ts). */
export function withScreenCode(route: RouteObject): RouteObject {
  const code = screenOf(route);
  if (!code) return route;
  const { loader } = route;
  const withCode: LoaderFunction = async (args, handlerContext) => {
    const [data] = await Promise.all([typeof loader === 'function' ? loader(args, handlerContext) : null, code.load()]);
    return data;
  };
  return { ...route, loader: withCode } as RouteObject;
}

/** Before the router exists, which would render an unloaded screen as its fallback (a mismatch); rejects if one cannot load. */
export async function loadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(matchedScreens(routes, pathname).map((matched) => matched.load()));
}

/**
 * Each screen's source by the id of its route in `dataRoutes`, the router's copy of `routes` (in
 * the same order): the router moves `Component` into `element` there, so its matches no longer name the screen.
 */
export function screenSourcesById(routes: RouteObject[], dataRoutes: RouteObject[], byId = new Map<string, string>()): Map<string, string> {
  routes.forEach((route, index) => {
    const copy = dataRoutes[index];
    const code = screenOf(route);
    if (code && copy?.id) byId.set(copy.id, code.source);
    if (route.children) screenSourcesById(route.children, copy?.children ?? [], byId);
  });
  return byId;
}

function matchedScreens(routes: RouteObject[], pathname: string): Screen[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => screenOf(route) ?? []);
}
