// Writes the pages into the client build's folder as they are rendered, then swaps that folder
// into place: nothing touches the output folder until the whole site is ready.
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readManifest } from './build-layout.mjs';
import { bootAssetName, bootWithSplitFiles, loadTemplate } from './html.mjs';
import { minifiedScript } from './inline-script.mjs';
import { robotsTxt, sitemapFiles } from './sitemap.mjs';

/** dist/<path>/index.html; the path is decoded once, as a static host does, and whatever would
 * land outside `dir` is refused.
 * @param {string} dir
 * @param {string} path
 * @returns {string} */
export function pageFile(dir, path) {
  const parts = decodeURIComponent(path).split('/').filter(Boolean);
  const root = resolve(dir);
  const file = resolve(root, ...parts, 'index.html');
  if (parts.some((part) => part === '..' || part === '.') || !file.startsWith(root + sep) || relative(root, file).startsWith('..')) {
    throw new Error(`refusing to write outside the site: ${path}`);
  }
  return file;
}

/** Writes the boot loader and the shell at once; `writePage` writes one page and forgets it.
 * @param {{ clientDir: string; csp: string; withShellRobots: (html: string) => string }} options */
export async function prepareSite({ clientDir, csp, withShellRobots }) {
  const boot = bootWithSplitFiles(minifiedScript('boot.js'), await readManifest(clientDir));
  const bootName = bootAssetName(boot);
  const template = await loadTemplate(clientDir, { bootFile: `/${bootName}`, csp, withShellRobots });
  await writeFile(join(clientDir, bootName), boot);
  // The shell first: index.html is about to become the home page.
  await writeFile(join(clientDir, '200.html'), template.shell());
  return {
    /** @param {import('./html.mjs').PageMarkup & { path: string }} page */
    async writePage(page) {
      const file = pageFile(clientDir, page.path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, template.page(page));
    },
  };
}

/** @param {object} options @param {string} options.clientDir
 * @param {string} options.outDir
 * @param {string} options.siteUrl
 * @param {import('./sitemap.mjs').SitemapPage[]} options.listed  the pages written
 * @param {string} options.robotsSource */
export async function finishSite({ clientDir, outDir, siteUrl, listed, robotsSource }) {
  for (const { name, content } of sitemapFiles(siteUrl, listed)) await writeFile(join(clientDir, name), content);
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(robotsSource, siteUrl));
  await swapInto(clientDir, outDir);
}

/** Two renames; the old site is removed last. @param {string} readyDir @param {string} outDir */
async function swapInto(readyDir, outDir) {
  const ready = resolve(readyDir);
  const out = resolve(outDir);
  if (ready === out) return;
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) await rename(out, old);
  await mkdir(dirname(out), { recursive: true });
  try {
    await rename(ready, out);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error;
    // Another file system (a deploy's folder on its own disk): copied beside it, then renamed.
    const copy = `${out}.new-${process.pid}`;
    await cp(ready, copy, { recursive: true });
    await rename(copy, out);
    await rm(ready, { recursive: true, force: true });
  }
  await rm(old, { recursive: true, force: true });
}
