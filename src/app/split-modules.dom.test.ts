import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';
import { screenOf } from './screen';

// A screen's source is the path the prerender looks its files up by in the client build's
// manifest, for a page's boot loader to fetch with the app's code (scripts/prerender/build-layout.mjs,
// pageModules): it must be the module its import loads, or the page would fetch another module's
// files and its own only later.

/** The module a path from the project's root names, as the app's own imports load it. */
const moduleAt = (source: string): Promise<unknown> => import(/* @vite-ignore */ `/${source}`);

function allRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('the split-off modules a page names', () => {
  it("are each screen's own module", async () => {
    const screens = allRoutes(createRoutes(createQueryClient())).flatMap((route) => screenOf(route) ?? []);
    expect(screens.length).toBeGreaterThan(15);
    for (const screen of screens) {
      expect(await screen.load(), screen.source).toBe(await moduleAt(screen.source));
    }
  });
});
