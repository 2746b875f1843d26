// Where a page's main thread went while it started, from a Chromium CPU profile: self time by
// source, through each chunk's source map where there is one.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
// The compile hint that builds before its removal put before a chunk's first line, once its map
// was made (docs/decisions/024-boot-mechanisms.md): a paired run may profile such a build.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @typedef {{ functionName: string; url: string; lineNumber: number; columnNumber: number }} CallFrame */
/** @typedef {{ nodes: { id: number; callFrame: CallFrame }[]; samples?: number[]; timeDeltas?: number[] }} CpuProfile */
/** @typedef {(frame: CallFrame) => string} SourceOf */

/** Self time by source, in ms (`timeDeltas` are in microseconds).
 * @param {CpuProfile} profile
 * @param {SourceOf} sourceOf
 * @returns {Map<string, number>} */
export function selfTimeBySource(profile, sourceOf) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  /** @type {Map<string, number>} */
  const bySource = new Map();
  for (let index = 0; index < samples.length; index += 1) {
    const frame = frames.get(/** @type {number} */ (samples[index]));
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (!frame || ms <= 0) continue;
    const source = sourceOf(frame);
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
  }
  return bySource;
}

/** A package for code under node_modules, else the path from the project's root. @param {string} file */
export function sourceName(file) {
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = file.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return file.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
}

/** A built chunk's name without its content hash: `index-DyEeQqqA.js` → `index.js`. @param {string} url */
export function chunkName(url) {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  return file.replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

/** `sourceOf` for the chunks of `dir`/assets, each map read once.
 * @param {string} dir  the build served
 * @returns {SourceOf} */
export function sourcesOfBuild(dir) {
  /** @type {Map<string, { map: TraceMap; shift: number } | null>} */
  const maps = new Map();
  const mapOf = (/** @type {string} */ file) => {
    if (!maps.has(file)) {
      const path = join(dir, 'assets', file);
      maps.set(
        file,
        existsSync(`${path}.map`)
          ? {
              map: new TraceMap(readFileSync(`${path}.map`, 'utf8')),
              // The compile hint is put before the chunk's first line once its map is made.
              shift: readFileSync(path, 'utf8').startsWith(COMPILE_HINT) ? 1 : 0,
            }
          : null,
      );
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    if (!frame.url) return frame.functionName || '(anonymous)';
    const pathname = URL.canParse(frame.url) ? new URL(frame.url).pathname : '';
    if (!pathname.startsWith('/assets/')) return frame.url;
    const mapped = mapOf(pathname.slice('/assets/'.length));
    // lineNumber is 0-based in a profile, 1-based in a source map.
    const line = frame.lineNumber + 1 - (mapped?.shift ?? 0);
    const original = mapped && line >= 1 ? originalPositionFor(mapped.map, { line, column: frame.columnNumber }) : null;
    return original?.source ? sourceName(original.source) : chunkName(frame.url);
  };
}
