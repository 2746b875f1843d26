// One deploy (or rollback) at a time per folder: DIR/deploy.lock holds its pid; a lock whose
// process is gone is taken over, with a line saying so.
import { readFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** What a deploy that finds the lock held exits with (EX_TEMPFAIL: try again later). */
export const LOCKED_EXIT = 75;

export class LockHeld extends Error {}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** Throws a LockHeld whose message names the deploy holding it.
 * @param {string} dir
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<() => Promise<void>>}  releases the lock */
export async function takeLock(dir, { log = console.log } = {}) {
  const file = join(dir, 'deploy.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid} ${hostname()} ${new Date().toISOString()}\n`);
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    let held;
    try {
      held = readFileSync(file, 'utf8').trim();
    } catch {
      // Released between the two calls: try again.
      continue;
    }
    const [pid, host, since] = held.split(' ');
    if (host === hostname() && pid && !alive(Number(pid))) {
      log(`${file}: the deploy that held it (pid ${pid}, since ${since}) is gone; taking it over.`);
      await rm(file, { force: true });
      continue;
    }
    throw new LockHeld(`Another deploy holds ${file} (pid ${pid} on ${host}, since ${since}): this one did nothing.`);
  }
  throw new LockHeld(`${file} could not be taken.`);
}
