// The entry's chunk holds every module the entry imports statically, but those a group of higher
// priority takes (vite.config.ts): the entry runs them before the page answers anyway.

// The code two or more screens share joins it too, unless it reaches what the entry keeps lazy:
// those stay with the screens that use them. See docs/decisions/024-boot-mechanisms.md.

/**
 * A Vite plugin with the code-splitting group it fills (`build.rolldownOptions.output.codeSplitting.groups`);
 * outside the client build the group takes nothing.
 * @param {{ priority?: number; screen?: (id: string) => boolean }} [options]  `priority`: the
 * group's (Rolldown's default is 0), below the groups that keep modules out of the entry's chunk;
 * `screen`: whether a module the entry imports dynamically is a screen (none, by default)
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
        /** `roots` and every module reached from them through `next`.
         * @param {string[]} roots
         * @param {(id: string) => readonly string[]} next */
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
        // Left out: what the entry keeps lazy, and every module that imports it (the group would
        // take a module's imports with it).
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
