import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { definedLazyParts } from '@/lib/lazy-part';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';
import { screenOf } from './screen';

// A screen's source and a lazy part's name are the paths the prerender looks their files up by in
// the client build's manifest, for a page's boot loader to fetch with the app's code
// (scripts/prerender/build-layout.mjs, pageModules): each must be the module its import loads,
// or the page would fetch another module's files and its own only later.

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

  it("are each lazy part's own module", async () => {
    // Every component module of the site evaluated (not the entries, src/*.tsx): each lazy part
    // has been defined.
    const modules = import.meta.glob(['/src/*/**/*.tsx', '!/src/**/*.test.tsx', '!/src/test/**']);
    for (const load of Object.values(modules)) await load();
    // The parts named by a module of the site: test files share one module state
    // (vite.config.ts, `isolate: false`), and a test may have defined a part of its own before.
    // A site's part with a name that is no module is src/lib/lazy-module.test.ts's to find.
    const sources = new Set(Object.keys(modules).map((path) => path.slice(1)));
    const parts = [...definedLazyParts()].filter(([name]) => sources.has(name));
    expect(parts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['src/features/faq/faq-accordion-radix.tsx', 'src/routes/devices/share-popover.tsx']),
    );
    for (const [name, load] of parts) expect(await load(), name).toBe(await moduleAt(name));
  });
});
