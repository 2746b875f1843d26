// Builds the HTML files of the prerender from the client build's index.html and, for the files
// the boot loader starts the app with, its manifest (build-layout.mjs).
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
// Any tag of those kinds, whatever its attributes.
const BUILD_TAG = /<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>/;
const DEFAULT_HEAD = /\s*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?/g;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
// index.html's notes on the default head, which a prerendered page replaces.
const COMMENT = /\s*<!--[\s\S]*?-->/g;

/**
 * What the server entry rendered for a page: its head tags, the markup of #root, the state as JSON
 * and the split-off modules it runs before it hydrates (their paths from the project's root).
 * @typedef {object} PageMarkup
 * @property {string} head
 * @property {string} body
 * @property {string} state
 * @property {string[]} modules
 */

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html without the tags Vite wrote for the boot's files (and the white space before each),
 * found by the files the manifest names. Throws the one line of their disagreement: a file of the
 * manifest with no tag, the preloads in another order, or a tag left over that the manifest does
 * not name.
 * @param {string} html
 * @param {import('./build-layout.mjs').BootAssets} assets
 * @returns {string}
 */
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

/**
 * Reads the entry module, its preloads and the stylesheet from the client build's manifest and
 * prepares the two kinds of page, both with the production Content-Security-Policy (scripts/csp.mjs):
 * - the shell (200.html): index.html with Vite's entry <script> turned into a preload of the
 *   entry and the boot loader at the end of <body> (the preloads and the stylesheet link stay,
 *   fetched as the page is read), marked noindex, for every path not prerendered; the loader
 *   starts the app at once there, and the inline script after the policy asks again for the
 *   loader's own file should it be lost (as on a prerendered page);
 * - a prerendered page: right after the policy, the inline script that holds the visitor's
 *   first taps (early-events.js, allowed by its hash); the CSS its markup uses inlined
 *   (critical-css.mjs), no other script or stylesheet link in <head>, the content in #root, the
 *   state as JSON and the boot loader (boot.js), which loads the whole stylesheet and then the
 *   entry after the first paint, and fetches the page's own screens and lazy parts with it.
 * @param {string} clientDir
 * @param {{ bootFile: string; csp: string; withShellRobots: (html: string) => string }} options
 * @returns {Promise<{ shell: () => string; page: (markup: PageMarkup) => string }>}
 */
export async function loadTemplate(clientDir, { bootFile, csp, withShellRobots }) {
  const indexFile = join(clientDir, 'index.html');
  const built = await readFile(indexFile, 'utf8').catch(() => {
    throw new BuildOutputError(`no ${indexFile}: the prerender writes its pages into a client build (vite build --outDir ${clientDir})`);
  });
  // The policy comes first in <head>: a <meta> policy covers only what follows it.
  const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />`;
  const html = built.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${policy}`);
  if (!html.includes(policy)) throw new BuildOutputError(`no <meta charset> in ${clientDir}/index.html to put the policy after`);
  // The inline script that holds early taps and asks again for a lost loader file, right after the policy.
  const withEarlyEvents = (/** @type {string} */ page) => page.replace(policy, () => `${policy}\n    ${EARLY_EVENTS_TAG}`);
  const manifest = await readManifest(clientDir);
  const assets = bootAssets(manifest);
  const { entry, preloads, stylesheets } = assets;
  const filesOf = pageModules(manifest, assets);
  const css = (await Promise.all(stylesheets.map((href) => readFile(join(clientDir, href), 'utf8')))).join('\n');
  const bare = withoutBuildTags(html, { entry, preloads, stylesheets }).replace(NOSCRIPT, '').replace(COMMENT, '');
  const attribute = (/** @type {string} */ name, /** @type {string[]} */ files) => ` ${name}="${escapeAttribute(files.join(' '))}"`;
  /**
   * @param {string[]} modules  the split-off modules the page runs before it hydrates
   * @param {string[]} sheets  the stylesheets the loader is to load (none where the page links them)
   */
  const boot = (modules, sheets) => {
    const page = filesOf(modules);
    const optional = (/** @type {string} */ name, /** @type {string[]} */ files) => (files.length ? attribute(name, files) : '');
    return `<script src="${bootFile}" data-entry="${escapeAttribute(entry)}"${attribute('data-preload', preloads)}${optional('data-page', page)}${optional('data-stylesheet', sheets)} defer></script>`;
  };
  const pageCss = criticalCss(css);
  const style = (/** @type {string} */ markup) => `<style>${pageCss(markup).replace(/<\/style/gi, '<\\/style')}</style>`;

  return {
    /** The neutral shell: default head, no content, and never indexed. */
    shell: () =>
      withEarlyEvents(withShellRobots(html.replace(entryTag(entry), () => preloadTag(entry)))).replace(
        '\n  </body>',
        () => `\n    ${boot([], [])}\n  </body>`,
      ),
    /** A prerendered page from what src/entry-server.tsx rendered. */
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

/**
 * The boot loader's file as the build writes it: the loader, then a statement that hands the page
 * every split-off module's files, as the JSON the app reads (src/lib/split-files.ts). In the
 * loader's file, not in each page's HTML (nor the shell's): a page's HTML is kept within the first
 * round trip's ~14 KB, which the home page is close to (inline-script.mjs).
 * @param {string} boot  the loader, minified
 * @param {import('vite').Manifest} manifest
 */
export function bootWithSplitFiles(boot, manifest) {
  const json = JSON.stringify(JSON.stringify(splitFiles(manifest, bootAssets(manifest))));
  const id = JSON.stringify(SPLIT_FILES_ID);
  return `${boot.trimEnd()}\ndocument.getElementById(${id})||document.head.append(Object.assign(document.createElement("script"),{type:"application/json",id:${id},textContent:${json}}));\n`;
}

/**
 * The loader's file name in the build, hashed like Vite's own assets so it can be cached for long.
 * @param {string} source
 */
export function bootAssetName(source) {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return `assets/boot-${hash}.js`;
}
