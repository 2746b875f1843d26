#!/usr/bin/env node
// Gzip sizes of the build: every chunk, then what a first visit loads for the entry and each route.
// Usage: npm run build && npm run bench:size [-- [--dist dist-bench] src/routes/home/home.route.tsx ...]
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { manifestFile } from './prerender/build-layout.mjs';

const { values: options, positionals } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } }, allowPositionals: true });
const dist = options.dist;
const manifestPath = manifestFile(dist);
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
/** @type {import('vite').Manifest} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (/** @type {string} */ file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {string[]} keys @returns {string[]} */
function closure(keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

// A client build's manifest has its entry.
const entryKey = /** @type {string} */ (Object.keys(manifest).find((key) => manifest[key]?.isEntry));
const total = (/** @type {string[]} */ files) => files.reduce((sum, file) => sum + gz(file), 0);
const js = (/** @type {string[]} */ files) => files.filter((f) => f.endsWith('.js'));

console.log('chunk sizes (gzip):');
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js')) console.log(`  ${kb(gz(chunk.file)).padStart(9)}  ${chunk.file}${chunk.isEntry ? '  (entry)' : ''}`);
}

const entryFiles = closure([entryKey]);
console.log(`\nentry (boot, frame, router): JS ${kb(total(js(entryFiles)))}, all ${kb(total(entryFiles))}`);

const routes = positionals.length
  ? positionals
  : Object.keys(manifest).filter((key) => key.endsWith('.route.tsx'));
for (const route of routes) {
  if (!manifest[route]) {
    console.log(`${route}: not in the build`);
    continue;
  }
  const files = closure([entryKey, route]);
  console.log(`first visit to ${route}: JS ${kb(total(js(files)))} (route's own: ${kb(total(js(files)) - total(js(entryFiles)))})`);
}
