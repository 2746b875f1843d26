// Writes the pages into the client build's folder, then swaps that folder into place.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootAssetName, loadTemplate } from './html.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

const BOOT_SOURCE = fileURLToPath(new URL('./boot.js', import.meta.url));

/** dist/<path>/index.html for a path ('/' is dist/index.html). */
export function pageFile(dir, path) {
  const parts = decodeURIComponent(path).split('/').filter(Boolean);
  if (parts.some((part) => part === '..' || part === '.')) throw new Error(`Refusing to write outside the site: ${path}`);
  return join(dir, ...parts, 'index.html');
}

export async function writeSite({ clientDir, outDir, siteUrl, results, pages, robotsSource, csp, withShellRobots }) {
  const bootSource = await readFile(BOOT_SOURCE, 'utf8');
  const bootName = bootAssetName(bootSource);
  await copyFile(BOOT_SOURCE, join(clientDir, bootName));
  const template = await loadTemplate(clientDir, { bootFile: `/${bootName}`, csp, withShellRobots });

  // The shell first: index.html is about to become the home page.
  await writeFile(join(clientDir, '200.html'), template.shell());
  const written = new Set();
  for (const result of results) {
    if (!result.ok) continue;
    const file = pageFile(clientDir, result.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, template.page(result));
    written.add(result.path);
  }
  const listed = pages.filter((page) => written.has(page.path));
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(siteUrl, listed));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(robotsSource, siteUrl));
  await swapInto(clientDir, outDir);
}

/** Replaces outDir by the finished folder with two renames; the old site is removed last. */
async function swapInto(readyDir, outDir) {
  const ready = resolve(readyDir);
  const out = resolve(outDir);
  if (ready === out) return;
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) await rename(out, old);
  await mkdir(dirname(out), { recursive: true });
  await rename(ready, out);
  await rm(old, { recursive: true, force: true });
}
