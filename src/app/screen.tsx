import type { ComponentType, FunctionComponent } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { lazyModule } from '@/lib/lazy-module';

/**
 * A screen whose code is split off; its route's loader waits for `load()` beside the data
 * (`withScreenCode`). Not the router's own `lazy`: it keeps a rejected import for the page's life,
 * so a screen lost to the connection could not open again; here a failed download is forgotten.
 */
export interface Screen extends FunctionComponent {
  /** Brings the screen's module in (`lazyModule`: a failed download is forgotten). */
  load(): Promise<ScreenModule>;
  /**
   * The module's path from the project's root, as the client build's manifest names it: the
   * prerender gives a page's boot loader the files of its screens, to fetch with the app's own
   * (scripts/prerender/build-layout.mjs, `pageModules`).
   */
  readonly source: string;
}

interface ScreenModule {
  Component: ComponentType;
}

const screens = new WeakSet<ComponentType>();

/**
 * @param source  the path `importModule` imports, from the project's root
 *   ('src/routes/faq/faq.route.tsx'); the build fails on a path that is not a split-off module
 */
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

/** The split-off screen a route renders, if it renders one. */
export function screenOf(route: RouteObject): Screen | undefined {
  const { Component } = route;
  return Component && screens.has(Component) ? (Component as Screen) : undefined;
}

/**
 * The route with a loader that also waits for its screen's code: the data and the code download
 * together, and a failed download is the loader's error (the route's error element judges it, see
 * src/app/chunk-reload.ts). A route without a split-off screen is returned as it is.
 */
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

/**
 * Loads the screens a path renders, before the router exists: a prerendered page hydrates only
 * once they are in (the router would render a screen not yet loaded as its hydrate fallback, a
 * mismatch). Rejects when a screen's code cannot load (a deploy removed it): the page then boots
 * fresh, and the router's loader meets the same failure and handles it (src/app/chunk-reload.ts).
 */
export async function loadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(matchedScreens(routes, pathname).map((matched) => matched.load()));
}

/** The sources of the screens a path renders, outermost first (a prerendered page's, src/app/render-page.tsx). */
export function screenSources(routes: RouteObject[], pathname: string): string[] {
  return matchedScreens(routes, pathname).map((matched) => matched.source);
}

function matchedScreens(routes: RouteObject[], pathname: string): Screen[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => screenOf(route) ?? []);
}
