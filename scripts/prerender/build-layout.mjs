// What the boot loader (boot.js) is given, read from the client build's manifest
// (.vite/manifest.json, `build.manifest` in vite.config.ts): the entry module, the chunks it
// imports statically (which the loader preloads and evaluates one per task before the entry) and
// the stylesheet; and the check that the build is laid out as the loader relies on (BOOT_CHUNKS).
//
// Which module landed in which chunk, the manifest cannot tell (it names a chunk's entry module
// only): the client build records it for the modules BOOT_CHUNKS names (recordChunkModules(), in
// vite.config.ts's plugins, writes .vite/chunk-modules.json). The checks run here, in the
// prerender, not in that plugin: they need the manifest, which the prerender reads anyway, a
// failure ends as the one line of the prerender's other failures (`Build failed: …`; an error
// thrown in a plugin prints Vite's report and a stack), and they are plain functions of two JSON
// objects, which the tests give them.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** @typedef {import('vite').Manifest} Manifest */

/**
 * The files a prerendered page's boot loader starts the app with, as the site serves them
 * ('/assets/…'): the entry module, its preloads in the order they are evaluated, the stylesheets.
 * @typedef {object} BootAssets
 * @property {string} entry
 * @property {string[]} preloads
 * @property {string[]} stylesheets
 */

/**
 * For each module BOOT_CHUNKS names, the files of the chunks that hold it.
 * @typedef {Record<string, string[]>} ChunkModules
 */

export const MANIFEST = '.vite/manifest.json';
export const CHUNK_MODULES = '.vite/chunk-modules.json';

/**
 * The chunks the boot relies on, by the names vite.config.ts's codeSplitting.groups gives them,
 * and the modules each holds, and no other chunk: a package of node_modules by its name, a module
 * of the app by its path. Each is among the entry's static imports, so the loader evaluates it in
 * a task of its own. Stated here apart from the groups' tests, so that an edit of those is checked
 * as an upgrade of Vite is.
 */
export const BOOT_CHUNKS = [
  // React DOM is CommonJS: its code runs where it is first required. src/app/react-dom.ts
  // requires it; in React DOM's chunk, that runs while the loader evaluates the chunk, not in the
  // entry's task.
  { name: 'react-dom', holds: ['react-dom', 'scheduler', 'src/app/react-dom.ts'] },
  { name: 'router', holds: ['react-router'] },
];

const LAYOUT = 'the chunk layout the boot relies on changed';

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
 * The entry's static imports, transitively, as manifest keys in the order Vite writes its
 * modulepreload links (its HTML plugin's getImportedChunks): depth first, each chunk after the
 * chunks it imports, once. Evaluated in this order, each import evaluates only its own chunk,
 * unless the chunks import one another in a circle: then one import evaluates them all.
 * @param {Manifest} manifest
 * @param {string} entryKey
 * @returns {string[]}
 */
function staticImports(manifest, entryKey) {
  /** @type {string[]} */
  const order = [];
  const seen = new Set();
  /** @type {string[]} */
  const path = [];
  const file = (/** @type {string} */ key) => manifest[key]?.file ?? key;
  const visit = (/** @type {string} */ key) => {
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      if (path.includes(imported)) {
        const circle = [...path.slice(path.indexOf(imported)), imported].map(file).join(' → ');
        throw new BuildOutputError(`${LAYOUT}: the entry's static imports import one another (${circle}), so the boot cannot evaluate them one per task`);
      }
      if (seen.has(imported)) continue;
      seen.add(imported);
      if (!manifest[imported]) throw new BuildOutputError(`${MANIFEST} names ${imported} among the imports of ${key} but does not describe it`);
      visit(imported);
      order.push(imported);
    }
    path.pop();
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
 * The boot's files from the manifest, once the layout is checked: its one entry chunk (index.html's),
 * the entry's static imports and the one stylesheet; the chunks BOOT_CHUNKS names among those
 * imports, each holding its modules and no other chunk any of them.
 * @param {Manifest} manifest
 * @param {ChunkModules} modules  where the client build put each module BOOT_CHUNKS names
 * @returns {BootAssets}
 */
export function bootAssets(manifest, modules) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [only] = entries;
  if (entries.length !== 1 || !only || only[1].src !== 'index.html') {
    throw new BuildOutputError(`${MANIFEST} has ${entries.length} entry chunk(s) (${listed(entries.map(([key]) => key))}), not index.html's one: is it Vite's client build?`);
  }
  const [entryKey, entry] = only;
  const imports = staticImports(manifest, entryKey);
  const stylesheets = cssFiles(manifest);
  if (stylesheets.length !== 1) {
    throw new BuildOutputError(`${LAYOUT}: ${stylesheets.length} CSS files (${listed(stylesheets)}), not the one stylesheet each page inlines from (build.cssCodeSplit in vite.config.ts)`);
  }
  for (const { name, holds } of BOOT_CHUNKS) {
    const named = Object.entries(manifest).filter(([, chunk]) => chunk.name === name && chunk.file.endsWith('.js'));
    const [found] = named;
    if (!found) throw new BuildOutputError(`${LAYOUT}: no chunk is named '${name}' (codeSplitting.groups in vite.config.ts)`);
    if (named.length > 1) throw new BuildOutputError(`${LAYOUT}: ${named.length} chunks are named '${name}' (${listed(named.map(([, chunk]) => chunk.file))})`);
    const [key, chunk] = found;
    const described = `the '${name}' chunk (${chunk.file})`;
    if (!imports.includes(key)) {
      const dynamic = entry.dynamicImports?.includes(key) ? ' (the entry imports it dynamically)' : '';
      throw new BuildOutputError(`${LAYOUT}: ${described} is not among the entry's static imports, which the boot preloads one per task${dynamic}`);
    }
    for (const module of holds) {
      const files = modules[module] ?? [];
      const others = files.filter((file) => file !== chunk.file);
      if (!files.includes(chunk.file)) throw new BuildOutputError(`${LAYOUT}: ${module} is in ${others.join(' and ') || 'no chunk'}, not in ${described}`);
      if (others.length > 0) throw new BuildOutputError(`${LAYOUT}: ${module} is also in ${others.join(' and ')}, not only in ${described}`);
    }
  }
  // Each key was checked to be in the manifest.
  const preloads = imports.map((key) => /** @type {Manifest[string]} */ (manifest[key]).file);
  return { entry: url(entry.file), preloads: preloads.map(url), stylesheets: stylesheets.map(url) };
}

/**
 * Reads a JSON file of the client build.
 * @param {string} clientDir
 * @param {string} name
 * @param {string} missing  what to say when there is none
 * @returns {Promise<unknown>}
 */
async function readJson(clientDir, name, missing) {
  const file = join(clientDir, name);
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
 * Reads the client build's manifest and chunk record, and checks its layout.
 * @param {string} clientDir
 * @returns {Promise<BootAssets>}
 */
export async function readBootAssets(clientDir) {
  const manifest = /** @type {Manifest} */ (
    await readJson(clientDir, MANIFEST, "the prerender reads the client build's manifest (build.manifest in vite.config.ts)")
  );
  const modules = /** @type {ChunkModules} */ (
    await readJson(clientDir, CHUNK_MODULES, 'the client build records its chunks there (recordChunkModules() in vite.config.ts)')
  );
  return bootAssets(manifest, modules);
}

/**
 * A module's name as BOOT_CHUNKS names it: its package's for a module of node_modules, its path
 * from the root (with /) for the app's own; null for a bundler's virtual module.
 * @param {string} id  a module id of Rolldown's chunk (an absolute path)
 * @param {string} root
 * @returns {string | null}
 */
export function moduleName(id, root) {
  if (id.startsWith('\0')) return null;
  const path = relative(root, id).split(sep).join('/');
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return path;
  const [scope, name] = parts.slice(at + 1);
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? null);
}

/**
 * Which chunks hold each module BOOT_CHUNKS names.
 * @param {{ fileName: string; moduleIds: readonly string[] }[]} chunks
 * @param {string} root
 * @returns {ChunkModules}
 */
export function chunkModules(chunks, root) {
  /** @type {ChunkModules} */
  const record = Object.fromEntries(BOOT_CHUNKS.flatMap(({ holds }) => holds.map((module) => [module, []])));
  for (const { fileName, moduleIds } of chunks) {
    for (const id of moduleIds) {
      const files = record[moduleName(id, root) ?? ''];
      if (files && !files.includes(fileName)) files.push(fileName);
    }
  }
  return record;
}

/**
 * Writes, in the client build, which chunks hold each module BOOT_CHUNKS names
 * (.vite/chunk-modules.json, read by readBootAssets()).
 * @returns {import('vite').Plugin}
 */
export function recordChunkModules() {
  let root = '';
  return {
    name: 'record-chunk-modules',
    // The server build has no boot loader.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const file = join(options.dir ?? root, CHUNK_MODULES);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(chunkModules(chunks, root), null, 2)}\n`);
    },
  };
}
