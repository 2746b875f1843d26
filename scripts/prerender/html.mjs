// The prerender's HTML files, from the client build's index.html and manifest.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bootAssets, BuildOutputError, MANIFEST, pageModules, readManifest, splitFiles } from './build-layout.mjs';
import { criticalCss } from './critical-css.mjs';
import { EARLY_EVENTS_TAG } from './inline-script.mjs';

// The tags Vite writes into index.html for the entry, each of its preloads and the stylesheet.
const entryTag = (/** @type {string} */ src) => `<script type="module" crossorigin src="${src}"></script>`;
const preloadTag = (/** @type {string} */ href) => `<link rel="modulepreload" crossorigin href="${href}">`;
const stylesheetTag = (/** @type {string} */ href) => `<link rel="stylesheet" crossorigin href="${href}">`;
const BUILD_TAG = /<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/;
const DEFAULT_HEAD = /\s*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?/g;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
// index.html's notes on the default head, which a prerendered page replaces.
const COMMENT = /\s*<!--[\s\S]*?-->/g;

// modules: the split-off modules a page runs before it hydrates.
/** @typedef {{ head: string, body: string, state: string, modules: string[] }} PageMarkup */

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** index.html without Vite's tags for the boot's files; throws where they disagree with the manifest.
 * @param {string} html
 * @param {import('./build-layout.mjs').BootAssets} assets
 * @returns {string} */
export function withoutBuildTags(html, { entry, preloads, stylesheets }) {
  const disagree = (/** @type {string} */ detail) => new BuildOutputError(`index.html and ${MANIFEST} disagree: ${detail}`);
  const tags = [
    { tag: entryTag(entry), missing: `the manifest's entry ${entry} has no <script type="module"> in index.html` },
    ...preloads.map((href) => ({ tag: preloadTag(href), missing: `the manifest's preload ${href} has no <link rel="modulepreload"> in index.html` })),
    ...stylesheets.map((href) => ({ tag: stylesheetTag(href), missing: `the manifest's stylesheet ${href} has no <link rel="stylesheet"> in index.html` })),
  ];
  let bare = html;
  for (const { tag, missing } of tags) {
    const at = bare.indexOf(tag);
    if (at < 0) throw disagree(missing);
    bare = bare.slice(0, at).trimEnd() + bare.slice(at + tag.length);
  }
  const positions = preloads.map((href) => html.indexOf(preloadTag(href)));
  const swapped = positions.findIndex((at, index) => index > 0 && at < /** @type {number} */ (positions[index - 1]));
  if (swapped > 0) {
    throw disagree(`the preloads are in another order: the manifest has ${preloads[swapped - 1]} before ${preloads[swapped]}, index.html after it`);
  }
  const left = bare.replace(COMMENT, '').match(BUILD_TAG);
  if (left) throw disagree(`index.html has ${left[0]}, which the manifest does not name`);
  return bare;
}

/** The shell (200.html, noindex, boots at once) and a prerendered page (inline early-events,
 * critical CSS, boot loader), both with the production policy. See docs/boot.md.
 * @param {string} clientDir
 * @param {{ bootFile: string; csp: string; withShellRobots: (html: string) => string }} options
 * @returns {Promise<{ shell: () => string; page: (markup: PageMarkup) => string }>} */
export async function loadTemplate(clientDir, { bootFile, csp, withShellRobots }) {
  const indexFile = join(clientDir, 'index.html');
  const built = await readFile(indexFile, 'utf8').catch(() => {
    throw new BuildOutputError(`no ${indexFile}: the prerender writes its pages into a client build (vite build --outDir ${clientDir})`);
  });
  // The policy comes first in <head>: a <meta> policy covers only what follows it.
  const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />`;
  const html = built.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${policy}`);
  if (!html.includes(policy)) throw new BuildOutputError(`no <meta charset> in ${clientDir}/index.html to put the policy after`);
  const withEarlyEvents = (/** @type {string} */ page) => page.replace(policy, () => `${policy}\n    ${EARLY_EVENTS_TAG}`);
  const manifest = await readManifest(clientDir);
  const assets = bootAssets(manifest);
  const { entry, preloads, stylesheets } = assets;
  const filesOf = pageModules(manifest, assets);
  const css = (await Promise.all(stylesheets.map((href) => readFile(join(clientDir, href), 'utf8')))).join('\n');
  const bare = withoutBuildTags(html, { entry, preloads, stylesheets }).replace(NOSCRIPT, '').replace(COMMENT, '');
  const attribute = (/** @type {string} */ name, /** @type {string[]} */ files) => ` ${name}="${escapeAttribute(files.join(' '))}"`;
  /** @param {string[]} modules  the split-off modules the page runs before it hydrates
   * @param {string[]} sheets  the stylesheets the loader is to load (none where the page links them) */
  const boot = (modules, sheets) => {
    const page = filesOf(modules);
    const optional = (/** @type {string} */ name, /** @type {string[]} */ files) => (files.length ? attribute(name, files) : '');
    return `<script src="${bootFile}" data-entry="${escapeAttribute(entry)}"${attribute('data-preload', preloads)}${optional('data-page', page)}${optional('data-stylesheet', sheets)} defer></script>`;
  };
  const pageCss = criticalCss(css);
  const style = (/** @type {string} */ markup) => `<style>${pageCss(markup).replace(/<\/style/gi, '<\\/style')}</style>`;

  return {
    shell: () =>
      withEarlyEvents(withShellRobots(html.replace(entryTag(entry), () => preloadTag(entry)))).replace(
        '\n  </body>',
        () => `\n    ${boot([], [])}\n  </body>`,
      ),
    page: ({ head, body, state, modules }) => {
      const loader = boot(modules, stylesheets);
      let defaultsReplaced = false;
      const withHead = bare.replace(DEFAULT_HEAD, () => {
        if (defaultsReplaced) return '';
        defaultsReplaced = true;
        // Marked like #root: on a URL the file does not describe, the app treats them as defaults.
        return `\n    ${head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')}`;
      });
      return withEarlyEvents(withHead)
        .replace('</head>', () => `    ${style(bare + head + body)}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`)
        .replace(
          '</body>',
          () => `    <script type="application/json" id="prerender-state">${state}</script>\n    ${loader}\n  </body>`,
        );
    },
  };
}

/** The id of the JSON that names each split-off module's files (SPLIT_FILES_ID, src/lib/split-files.ts). */
export const SPLIT_FILES_ID = 'split-files';

/** The loader, then every split-off module's files as JSON: kept out of each page's HTML, which
 * must fit the first round trip (inline-script.mjs).
 * @param {string} boot  the loader, minified
 * @param {import('vite').Manifest} manifest */
export function bootWithSplitFiles(boot, manifest) {
  const json = JSON.stringify(JSON.stringify(splitFiles(manifest, bootAssets(manifest))));
  const id = JSON.stringify(SPLIT_FILES_ID);
  return `${boot.trimEnd()}\ndocument.getElementById(${id})||document.head.append(Object.assign(document.createElement("script"),{type:"application/json",id:${id},textContent:${json}}));\n`;
}

/** Hashed like Vite's assets, so it can be cached for long. @param {string} source */
export function bootAssetName(source) {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return `assets/boot-${hash}.js`;
}
