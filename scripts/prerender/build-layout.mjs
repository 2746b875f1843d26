// The boot loader's files, read from the client build's manifest (dist-build/manifest.json), and
// the check that the build has one entry and one stylesheet. See docs/decisions/071-prerender-pipeline.md.
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** @typedef {import('vite').Manifest} Manifest */

/** The files a page's boot loader starts the app with, as served ('/assets/…').
 * @typedef {{ entry: string, preloads: string[], stylesheets: string[] }} BootAssets */

/** Where the client build's manifest lives, in messages (manifestFile). */
export const MANIFEST = 'dist-build/manifest.json';

/** `<site>-build/manifest.json`: outside what is served, since it names every source file.
 * @param {string} dir */
export function manifestFile(dir) {
  const full = resolve(dir);
  return basename(full) === 'client' ? join(dirname(full), 'manifest.json') : `${full}-build/manifest.json`;
}

const listed = (/** @type {string[]} */ files, max = 3) =>
  files.length > max ? `${files.slice(0, max).join(', ')} and ${files.length - max} more` : files.join(', ') || 'none';

// The one line the build fails with (`Build failed: …`), no stack.
export class BuildOutputError extends Error {}

// The site is served from the root (the boot loader too: output.mjs), so a file's URL is '/' + file.
const url = (/** @type {string} */ file) => `/${file}`;

/** An entry's static imports, transitively, in the order Vite writes its modulepreload links:
 * depth first, each chunk after those it imports, once.
 * @param {Record<string, { imports?: string[] }>} chunks
 * @param {string} entryKey
 * @param {string} [source]  what `chunks` is, for the failure message
 * @returns {string[]} */
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

/** @param {Manifest} manifest @returns {string[]} */
function cssFiles(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.css')) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

/** @param {Manifest} manifest @returns {BootAssets} */
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

/** The files of a page's own split-off modules, none of the boot's. A path that is not a
 * split-off module (a typo, a file moved) throws, and the build fails.
 * @param {Manifest} manifest
 * @param {BootAssets} boot
 * @returns {(sources: readonly string[]) => string[]} */
export function pageModules(manifest, { entry, preloads }) {
  const bootFiles = new Set([entry, ...preloads]);
  return (sources) => {
    /** @type {Set<string>} */
    const files = new Set();
    for (const source of sources) {
      if (!manifest[source]?.isDynamicEntry) {
        throw new BuildOutputError(`${MANIFEST} has no split-off module ${source}: a screen's source is the path its import loads`);
      }
      // Each key was checked to be in the manifest.
      for (const key of [...staticImports(manifest, source), source]) files.add(url(/** @type {Manifest[string]} */ (manifest[key]).file));
    }
    return [...files].filter((file) => !bootFiles.has(file));
  };
}

/** Every split-off module's files, which the app fetches before importing it (src/lib/split-files.ts).
 * @param {Manifest} manifest
 * @param {BootAssets} boot
 * @returns {Record<string, string[]>} */
export function splitFiles(manifest, boot) {
  const filesOf = pageModules(manifest, boot);
  return Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([source]) => [source, filesOf([source])]),
  );
}

/** @param {string} file @param {string} missing  what to say when there is none @returns {Promise<unknown>} */
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

/** @param {string} clientDir  the client build, or the site published from it @returns {Promise<Manifest>} */
export async function readManifest(clientDir) {
  return /** @type {Manifest} */ (
    await readJson(manifestFile(clientDir), "the prerender reads the client build's manifest (build.manifest in vite.config.ts)")
  );
}

/** @param {string} clientDir @returns {Promise<BootAssets>} */
export async function readBootAssets(clientDir) {
  return bootAssets(await readManifest(clientDir));
}
