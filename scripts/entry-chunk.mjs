// The entry's chunk holds every module the entry imports statically, but those a group of higher
// priority takes (React DOM and the router have chunks of their own: vite.config.ts).
//
// Rolldown puts a module that the entry and a lazy screen both import into a chunk of its own,
// although the entry loads it anyway (rolldown/rolldown#10731): the query client, the API's calls
// and schemas, the layout's styles, each a file of a few hundred bytes to 25 KB. On a prerendered
// page each of them cost the boot loader a <link rel="modulepreload"> and a module script
// evaluated in a task of its own: with the CPU 4x slower, the loader's task that appends the
// links took 74 and 100 ms on /faq, and 45 ms or less once the boot was four files; from the
// loader's start to hydration, loads alternated with the earlier build were about 60 ms shorter.
// Whatever the entry imports statically it runs before the page answers, so one chunk for it
// loses nothing: a screen that imports one of those modules imports it from the entry's chunk.

// The screens' shared code joins it too: a module that two or more screens import statically (a
// screen is a module `screen` tells, one the entry imports dynamically), unless it imports,
// directly or not, what the entry keeps lazy besides the screens (the API's calls with the HTTP
// client and the schemas, src/api/load-calls.ts; in a demo build, the demo API), a package the
// entry does not load already (a form's dialog, Radix) or a screen: those stay with the screens
// that use them, and pages without them do not load them. Rolldown gives each such module, or each
// set of modules the same screens share, a chunk of its own: a prerendered page then fetched and
// evaluated 7 to 11 small files of its screen's code (an empty state, an image, a list's paging, a
// few hundred bytes to 6 KB each) beside the screen's own, each again a link and a module script of
// its own. In the entry, they make its file 26 KB (8 KB gzip) larger; with the CPU 4x slower, pages
// answered 35 ms sooner over 66 loads alternated with the build before (lower in 43 of them,
// signed-rank p 0.016; the home page 77 ms, lower in 10 of 11).

/**
 * A Vite plugin for the client build, with the code-splitting group it fills: `group` goes into
 * `build.rolldownOptions.output.codeSplitting.groups`. Once the module graph is built, the plugin
 * walks the entries' static imports, then the screens' (see above); the group then takes those
 * modules. Anywhere else (the server build of the prerender, the dev server, the tests) the group
 * takes nothing.
 * @param {{ priority?: number; screen?: (id: string) => boolean }} [options]  `priority`: the
 *   group's (Rolldown's default is 0), below the groups that keep modules out of the entry's chunk;
 *   `screen`: whether a module the entry imports dynamically is a screen (none, by default)
 * @returns {{ plugin: import('vite').Plugin; group: { name: string; priority: number; test: (id: string) => boolean } }}
 */
export function entryChunk({ priority = 0, screen = () => false } = {}) {
  /** @type {Set<string> | null} */
  let modules = null;
  return {
    plugin: {
      name: 'entry-chunk',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      buildStart() {
        modules = null;
      },
      buildEnd(error) {
        if (error) return;
        /** @param {string} id */
        const info = (id) => this.getModuleInfo(id);
        /**
         * `roots` and every module reached from them, one step at a time through `next`.
         * @param {string[]} roots
         * @param {(id: string) => readonly string[]} next
         */
        const walk = (roots, next) => {
          const found = new Set();
          const queue = [...roots];
          for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
            if (found.has(id)) continue;
            found.add(id);
            queue.push(...next(id));
          }
          return found;
        };
        /** Every module `roots` import statically, `roots` included. @param {string[]} roots */
        const closure = (roots) => walk(roots, (id) => info(id)?.importedIds ?? []);
        const ids = [...this.getModuleIds()];
        const entry = closure(ids.filter((id) => info(id)?.isEntry));
        const lazy = [...new Set([...entry].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))];
        const screens = lazy.filter((id) => screen(id));
        // Left out: what the entry keeps lazy besides the screens, any package the entry does not
        // load already (a form's dialog), the screens themselves, and every module that imports
        // any of them (the group would take a module's imports with it).
        const packages = ids.filter((id) => /[\\/]node_modules[\\/]/.test(id) && !entry.has(id));
        const left = [...closure(lazy.filter((id) => !screen(id))), ...packages, ...screens].filter((id) => !entry.has(id));
        const reaching = walk(left, (id) => info(id)?.importers ?? []);
        /** @type {Map<string, number>} how many screens import each module statically */
        const sharedBy = new Map();
        for (const root of screens) for (const id of closure([root])) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
        modules = new Set(entry);
        for (const [id, count] of sharedBy) if (count >= 2 && !reaching.has(id)) modules.add(id);
      },
    },
    // Named as the entry: it holds the entry's module, so Rolldown makes it the entry's chunk.
    group: { name: 'index', priority, test: (id) => modules?.has(id) ?? false },
  };
}
