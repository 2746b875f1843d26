// The releases folder of a deploy: DIR/current -> releases/<id>, releases/<id>.json, deploy.lock
// (docs/deploying.md). Release ids are UTC times, so their names sort in the order they were made.
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { link, mkdir, readFile, readdir, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** How many releases a deploy keeps (the one `current` serves is always among them). */
export const KEEP = 5;

// Names that change with their content: a name taken by two releases is the same file.
const ASSETS = 'assets';

/** @param {string} dir */
export const releasesDir = (dir) => join(dir, 'releases');

/** @param {string} dir @returns {string[]} */
export function listReleases(dir) {
  const root = releasesDir(dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/** The id of the release `current` points at, or null before the first deploy.
 * @param {string} dir
 * @returns {string | null} */
export function currentRelease(dir) {
  try {
    return basename(readlinkSync(join(dir, 'current')));
  } catch {
    return null;
  }
}

/** A new release id from the clock: 20261201T221503Z, with -2, -3… when that second is taken.
 * @param {string} dir
 * @param {Date} [now] */
export function newReleaseId(dir, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const taken = new Set(listReleases(dir));
  let id = stamp;
  for (let n = 2; taken.has(id) || existsSync(join(releasesDir(dir), id)); n += 1) id = `${stamp}-${n}`;
  return id;
}

/** One rename of a new symlink over the old: a server sees the old release or the new, never neither.
 * @param {string} dir
 * @param {string} id */
export async function pointCurrentAt(dir, id) {
  if (!existsSync(join(releasesDir(dir), id, '200.html'))) throw new Error(`releases/${id} holds no site (no 200.html)`);
  const temporary = join(dir, `.current-${process.pid}`);
  await rm(temporary, { force: true });
  // Relative, so the folder may be moved or mounted elsewhere as a whole.
  await symlink(join('releases', id), temporary);
  await rename(temporary, join(dir, 'current'));
}

/** @param {string} releaseRoot @returns {Promise<string[]>} */
export async function assetFiles(releaseRoot) {
  const root = join(releaseRoot, ASSETS);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(ASSETS, entry.parentPath.slice(root.length), entry.name));
}

// The hashed files it built itself (those later releases take over) and its prerender's counts.
/** @typedef {{ ownAssets: string[], report?: Record<string, unknown> }} ReleaseNote */

/** @param {string} dir @param {string} id @returns {ReleaseNote | null} */
export function readNote(dir, id) {
  try {
    return JSON.parse(readFileSync(join(releasesDir(dir), `${id}.json`), 'utf8'));
  } catch {
    return null;
  }
}

/** @param {string} dir @param {string} id @param {ReleaseNote} note */
export async function writeNote(dir, id, note) {
  await writeFile(join(releasesDir(dir), `${id}.json`), `${JSON.stringify(note, null, 1)}\n`);
}

/** Hard-links into `to` the hashed files of `from` that it lacks, so an open page of `from` still
 * loads its split-off code (copies without hard links). Returns how many were added.
 * @param {string} dir
 * @param {string} from
 * @param {string} to
 * @param {{ own?: boolean }} [options]  only the files `from` built itself (its note), not those it kept */
export async function keepAssets(dir, from, to, { own = false } = {}) {
  const source = join(releasesDir(dir), from);
  const target = join(releasesDir(dir), to);
  const files = (own ? readNote(dir, from)?.ownAssets : null) ?? (await assetFiles(source));
  let added = 0;
  for (const file of files) {
    const destination = join(target, file);
    if (existsSync(destination) || !existsSync(join(source, file))) continue;
    await mkdir(join(destination, '..'), { recursive: true });
    try {
      await link(join(source, file), destination);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV' && /** @type {NodeJS.ErrnoException} */ (error).code !== 'EPERM') throw error;
      await writeFile(destination, await readFile(join(source, file)));
    }
    added += 1;
  }
  return added;
}

// How many files are compared, linked or measured at once: the file system answers several
// requests together, and a release holds tens of thousands of files.
const FILES_AT_ONCE = 16;

/** Runs `work` on every item, `FILES_AT_ONCE` at a time.
 * @template T @param {T[]} items @param {(item: T) => Promise<void>} work */
async function eachFile(items, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(FILES_AT_ONCE, items.length) }, lane));
}

// Two builds of the same answers differ only in the times a page's state carries (the build's
// clock, each query's fetch time): such a page hydrates alike from either file.
const BUILD_TIMES = /"(renderedAt|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/** @param {Buffer} a @param {Buffer} b @param {string} file */
const sameFile = (a, b, file) =>
  a.equals(b) || (file.endsWith('.html') && a.toString('utf8').replace(BUILD_TIMES, '"$1":0') === b.toString('utf8').replace(BUILD_TIMES, '"$1":0'));

/** Replaces each file of release `to` that release `from` holds alike (pages, media, hashed files)
 * by a hard link to `from`'s, so kept releases cost only what changed. Returns how many.
 * @param {string} dir @param {string} from @param {string} to
 * @returns {Promise<number>} */
export async function shareUnchanged(dir, from, to) {
  const source = join(releasesDir(dir), from);
  const target = join(releasesDir(dir), to);
  let shared = 0;
  const entries = (await readdir(target, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  await eachFile(entries, async (entry) => {
    const file = join(entry.parentPath, entry.name);
    const old = join(source, file.slice(target.length));
    const [mine, theirs] = await Promise.all([stat(file), stat(old).catch(() => null)]);
    if (!theirs?.isFile() || theirs.ino === mine.ino) return;
    // The times are as many digits in both, so files alike are as long.
    if (theirs.size !== mine.size) return;
    const [a, b] = await Promise.all([readFile(file), readFile(old)]);
    if (!sameFile(a, b, file)) return;
    const temporary = `${file}.${process.pid}.link`;
    try {
      await link(old, temporary);
    } catch {
      // Another file system: the copy stays.
      return;
    }
    await rename(temporary, file);
    shared += 1;
  });
  return shared;
}

/** Its shell's policy and any header file at its root: the same text needs no server reload.
 * @param {string} dir
 * @param {string | null} id
 * @returns {string} */
export function headerText(dir, id) {
  if (!id) return '';
  const root = join(releasesDir(dir), id);
  const parts = [];
  try {
    const shell = readFileSync(join(root, '200.html'), 'utf8');
    parts.push(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(shell)?.[1] ?? '');
  } catch {
    parts.push('');
  }
  for (const name of readdirSync(root).sort()) {
    if ((name.endsWith('.conf') || name.startsWith('_headers')) && statSync(join(root, name)).isFile()) {
      parts.push(`${name}\n${readFileSync(join(root, name), 'utf8')}`);
    }
  }
  return parts.join('\n');
}

/** Removes the oldest releases beyond `keep`, never the one `current` serves. Returns their ids.
 * @param {string} dir
 * @param {number} [keep] */
export async function prune(dir, keep = KEEP) {
  const current = currentRelease(dir);
  const all = listReleases(dir);
  const kept = new Set(all.slice(-keep));
  if (current) kept.add(current);
  const removed = all.filter((id) => !kept.has(id));
  for (const id of removed) {
    await rm(join(releasesDir(dir), id), { recursive: true, force: true });
    await rm(join(releasesDir(dir), `${id}.json`), { force: true });
  }
  return removed;
}

/** Bytes on disk, each hard-linked file once, and each release's as if its linked files were its own.
 * @param {string} root */
export async function diskUse(root) {
  const seen = new Set();
  let unique = 0;
  let apparent = 0;
  const entries = existsSync(root) ? await readdir(root, { recursive: true, withFileTypes: true }) : [];
  await eachFile(
    entries.filter((entry) => entry.isFile()),
    async (entry) => {
      const info = await stat(join(entry.parentPath, entry.name));
      apparent += info.size;
      if (seen.has(info.ino)) return;
      seen.add(info.ino);
      unique += info.size;
    },
  );
  return { unique, apparent };
}
