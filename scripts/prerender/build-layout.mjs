// What the boot loader (boot.js) is given, read from the client build's manifest
// (.vite/manifest.json, `build.manifest` in vite.config.ts): the entry module, the chunks it
// imports statically (which the loader preloads and evaluates one per task before the entry) and
// the stylesheet.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @typedef {import('vite').Manifest} Manifest */

/**
 * The files a prerendered page's boot loader starts the app with, as the site serves them
 * ('/assets/…'): the entry module, its preloads in the order they are evaluated, the stylesheets.
 * @typedef {object} BootAssets
 * @property {string} entry
 * @property {string[]} preloads
 * @property {string[]} stylesheets
 */

export const MANIFEST = '.vite/manifest.json';

/**
 * The client build is not what the prerender can publish: the message is the one line the build
 * fails with (`Build failed: …`), no stack.
 */
export class BuildOutputError extends Error {}

// The site is served from the root (the boot loader too: output.mjs), so a file's URL is '/' + file.
const url = (/** @type {string} */ file) => `/${file}`;

/**
 * The entry's static imports, transitively, as manifest keys in the order Vite writes its
 * modulepreload links (its HTML plugin's getImportedChunks): depth first, each chunk after the
 * chunks it imports, once. Evaluated in this order, each import evaluates only its own chunk.
 * @param {Manifest} manifest
 * @param {string} entryKey
 * @returns {string[]}
 */
function staticImports(manifest, entryKey) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (!manifest[imported]) throw new BuildOutputError(`${MANIFEST} names ${imported} among the imports of ${key} but does not describe it`);
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
 * The boot's files from the manifest: its one entry chunk (index.html's), the entry's static
 * imports and the stylesheet.
 * @param {Manifest} manifest
 * @returns {BootAssets}
 */
export function bootAssets(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [only] = entries;
  if (entries.length !== 1 || !only || only[1].src !== 'index.html') {
    const named = entries.map(([key]) => key).join(', ') || 'none';
    throw new BuildOutputError(`${MANIFEST} has ${entries.length} entry chunk(s) (${named}), not index.html's one: is it Vite's client build?`);
  }
  const [entryKey, entry] = only;
  // Each key was checked to be in the manifest.
  const preloads = staticImports(manifest, entryKey).map((key) => /** @type {Manifest[string]} */ (manifest[key]).file);
  return { entry: url(entry.file), preloads: preloads.map(url), stylesheets: cssFiles(manifest).map(url) };
}

/**
 * Reads the client build's manifest.
 * @param {string} clientDir
 * @returns {Promise<BootAssets>}
 */
export async function readBootAssets(clientDir) {
  const file = join(clientDir, MANIFEST);
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new BuildOutputError(`no ${file}: the prerender reads the client build's manifest (build.manifest in vite.config.ts)`);
  }
  /** @type {Manifest} */
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new BuildOutputError(`${file} is not JSON (${/** @type {Error} */ (error).message})`);
  }
  return bootAssets(manifest);
}
