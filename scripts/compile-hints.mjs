// The code every page runs before it answers is marked for eager compilation.
//
// V8 compiles a function lazily, on the main thread, the first time it is called, unless the
// file opens with the magic comment below (Chrome 136 and later; other engines read a comment).
// Then the browser compiles the whole file as it arrives, on a background thread. The entry
// chunk (the app's own code the page starts with: the query client, the layout) and the chunks
// it imports statically (React DOM, the router) are evaluated and mostly called while the page
// hydrates: with the CPU 4x slower, the lazy compilation of React DOM's functions alone was a
// good part of the hydration's slices. A copy of one build without the comment, against that
// build, 11 paired rounds of `npm run bench:answer`'s six pages: the pages answered 55 ms later
// (pooled shift, p = 0.017 signed-rank), with TBT and INP unchanged.
// Chunks loaded later (a screen, Swiper, the sanitizer) keep lazy compilation: most of a
// library's functions are never called by a page, and compiling them all would cost time and
// memory for nothing.

import { staticImports } from './prerender/build-layout.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The file names of the chunks to mark: each entry chunk and every chunk it imports
 * statically, transitively (the walk the boot loader's preloads come from).
 * @param {Record<string, { type: string; isEntry?: boolean; imports?: string[] }>} bundle
 * @returns {Set<string>}
 */
export function chunksRunOnLoad(bundle) {
  const entries = Object.keys(bundle).filter((fileName) => bundle[fileName]?.type === 'chunk' && bundle[fileName].isEntry);
  return new Set(entries.flatMap((entry) => [entry, ...staticImports(bundle, entry, 'the client bundle')]));
}

/**
 * A Vite plugin for the client build: prepends COMPILE_HINT to the chunks `chunksRunOnLoad`
 * names, once they are written (minification would drop the comment).
 * @returns {import('vite').Plugin}
 */
export function compileHints() {
  return {
    name: 'compile-hints',
    apply: (_config, env) => !env.isSsrBuild,
    // Last, after Vite's own additions to a chunk (the entry's list of preloads opens it).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of chunksRunOnLoad(bundle)) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
