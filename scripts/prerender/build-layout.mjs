// What the boot loader (boot.js) is given, read from the client build's manifest
// (Vite's .vite/manifest.json, `build.manifest` in vite.config.ts, moved out of the published
// folder to dist-build/manifest.json: manifestFile): the entry module, the chunks it
// imports statically (which the loader fetches with it) and the stylesheet, and for each page the
// files of its own screens and lazy parts (fetched with them); and the check that the
// build has what the prerender relies on: one entry, index.html's, and one stylesheet. The checks
// run in the prerender, which reads the manifest anyway: a failure ends as the one line of its
// other failures (`Build failed: …`), and they are plain functions of the manifest, which the
// tests give them.
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** @typedef {import('vite').Manifest} Manifest */

/**
 * The files a prerendered page's boot loader starts the app with, as the site serves them
 * ('/assets/…'): the entry module, its preloads in the order of Vite's modulepreload links, the
 * stylesheets.
 * @typedef {object} BootAssets
 * @property {string} entry
 * @property {string[]} preloads
 * @property {string[]} stylesheets
 */

/** Vite's name of the manifest, in messages. */
export const MANIFEST = '.vite/manifest.json';

/**
 * Where the manifest is, given the client build's folder (`<site>-build/client`, Vite's outDir)
 * or the site published from it (`<site>`, e.g. dist): `<site>-build/manifest.json`, outside
 * what is served, since it names every source file.
 * @param {string} dir
 */
export function manifestFile(dir) {
  const full = resolve(dir);
  return basename(full) === 'client' ? join(dirname(full), 'manifest.json') : `${full}-build/manifest.json`;
}

// A list of files for one line: the first few, then how many more.
const listed = (/** @type {string[]} */ files, max = 3) =>
  files.length > max ? `${files.slice(0, max).join(', ')} and ${files.length - max} more` : files.join(', ') || 'none';

/**
 * The client build is not what the prerender can publish: the message is the one line the build
 * fails with (`Build failed: …`), no stack.
 */
export class BuildOutputError extends Error {}

// The site is served from the root (the boot loader too: output.mjs), so a file's URL is '/' + file.
const url = (/** @type {string} */ file) => `/${file}`;

/**
 * An entry's static imports, transitively, as keys of `chunks` in the order Vite writes its
 * modulepreload links (its HTML plugin's getImportedChunks): depth first, each chunk after the
 * chunks it imports, once (the entry itself is not one of them). `chunks` is the manifest (keyed
 * by source) or, in the build itself, the bundle (keyed by file name: scripts/compile-hints.mjs);
 * either names each import by its own key.
 * @param {Record<string, { imports?: string[] }>} chunks
 * @param {string} entryKey
 * @param {string} [source]  what `chunks` is, for the failure when an import is not in it
 * @returns {string[]}
 */
export function staticImports(chunks, entryKey, source = MANIFEST) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set([entryKey]);
  const visit = (/** @type {string} */ key) => {
    for (const imported of chunks[key]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (!chunks[imported]) throw new BuildOutputError(`${source} names ${imported} among the imports of ${key} but does not describe it`);
      visit(imported);
      order.push(imported);
    }
  };
  visit(entryKey);
  return order;
}

/**
 * Every CSS file the manifest names: the CSS assets and the chunks' `css`.
 * @param {Manifest} manifest
 * @returns {string[]}
 */
function cssFiles(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.css')) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

/**
 * The boot's files from the manifest, once checked: its one entry chunk (index.html's), the
 * entry's static imports and the one stylesheet.
 * @param {Manifest} manifest
 * @returns {BootAssets}
 */
export function bootAssets(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [only] = entries;
  if (entries.length !== 1 || !only || only[1].src !== 'index.html') {
    throw new BuildOutputError(`${MANIFEST} has ${entries.length} entry chunk(s) (${listed(entries.map(([key]) => key))}), not index.html's one: is it Vite's client build?`);
  }
  const [entryKey, entry] = only;
  const imports = staticImports(manifest, entryKey);
  const stylesheets = cssFiles(manifest);
  if (stylesheets.length !== 1) {
    throw new BuildOutputError(`${stylesheets.length} CSS files (${listed(stylesheets)}), not the one stylesheet each page inlines from (build.cssCodeSplit in vite.config.ts)`);
  }
  // Each key was checked to be in the manifest.
  const preloads = imports.map((key) => /** @type {Manifest[string]} */ (manifest[key]).file);
  return { entry: url(entry.file), preloads: preloads.map(url), stylesheets: stylesheets.map(url) };
}

/**
 * The files of a page's own split-off modules, as the site serves them, for its boot loader to
 * fetch with the app's: the modules are named by their paths from the project's root, the keys
 * of the manifest (a screen's `source`, src/app/screen.tsx; a lazy part's name,
 * src/lib/lazy-part.ts). Each module's chunk comes after the chunks it imports, each file once,
 * and none of the boot's own (`bootAssets`: the entry and its preloads). A path that is not a
 * split-off module of the build (a typo, a file moved) throws: the page is not written, and the
 * build fails.
 * @param {Manifest} manifest
 * @param {BootAssets} boot
 * @returns {(sources: readonly string[]) => string[]}
 */
export function pageModules(manifest, { entry, preloads }) {
  const bootFiles = new Set([entry, ...preloads]);
  return (sources) => {
    /** @type {Set<string>} */
    const files = new Set();
    for (const source of sources) {
      if (!manifest[source]?.isDynamicEntry) {
        throw new BuildOutputError(`${MANIFEST} has no split-off module ${source}: a screen's source or a lazy part's name is the path its import loads`);
      }
      // Each key was checked to be in the manifest.
      for (const key of [...staticImports(manifest, source), source]) files.add(url(/** @type {Manifest[string]} */ (manifest[key]).file));
    }
    return [...files].filter((file) => !bootFiles.has(file));
  };
}

/**
 * The files of every split-off module, by its path from the project's root (`pageModules` of
 * each): what the app fetches before it imports one (src/lib/split-files.ts). The boot loader's
 * file hands them to each page as JSON (html.mjs, `bootWithSplitFiles`).
 * @param {Manifest} manifest
 * @param {BootAssets} boot
 * @returns {Record<string, string[]>}
 */
export function splitFiles(manifest, boot) {
  const filesOf = pageModules(manifest, boot);
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([source]) => [source, filesOf([source])]),
  );
}

/**
 * Reads a JSON file of the build.
 * @param {string} file
 * @param {string} missing  what to say when there is none
 * @returns {Promise<unknown>}
 */
async function readJson(file, missing) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new BuildOutputError(`no ${file}: ${missing}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BuildOutputError(`${file} is not JSON (${/** @type {Error} */ (error).message})`);
  }
}

/**
 * Reads the client build's manifest (manifestFile).
 * @param {string} clientDir  the client build, or the site published from it
 * @returns {Promise<Manifest>}
 */
export async function readManifest(clientDir) {
  return /** @type {Manifest} */ (
    await readJson(manifestFile(clientDir), "the prerender reads the client build's manifest (build.manifest in vite.config.ts)")
  );
}

/**
 * Reads the client build's manifest and checks it.
 * @param {string} clientDir
 * @returns {Promise<BootAssets>}
 */
export async function readBootAssets(clientDir) {
  return bootAssets(await readManifest(clientDir));
}
