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

/**
 * A Vite plugin for the client build, with the code-splitting group it fills: `group` goes into
 * `build.rolldownOptions.output.codeSplitting.groups`. Once the module graph is built, the plugin
 * walks the entries' static imports; the group then takes those modules. Anywhere else (the server
 * build of the prerender, the dev server, the tests) the group takes nothing.
 * @param {{ priority?: number }} [options]  the group's priority (Rolldown's default is 0): below
 *   the groups that keep modules out of the entry's chunk
 * @returns {{ plugin: import('vite').Plugin; group: { name: string; priority: number; test: (id: string) => boolean } }}
 */
export function entryChunk({ priority = 0 } = {}) {
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
        const found = new Set();
        const ids = [...this.getModuleIds()];
        const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (found.has(id)) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        modules = found;
      },
    },
    // Named as the entry: it holds the entry's module, so Rolldown makes it the entry's chunk.
    group: { name: 'index', priority, test: (id) => modules?.has(id) ?? false },
  };
}
