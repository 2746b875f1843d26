// Builds the HTML files of the prerender from the client build's index.html.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { criticalCss } from './critical-css.mjs';

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const DEFAULT_HEAD = /\s*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?/g;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
// index.html's notes on the default head, which a prerendered page replaces.
const COMMENT = /\s*<!--[\s\S]*?-->/g;

/**
 * What the server entry rendered for a page: its head tags, the markup of #root and the state as JSON.
 * @typedef {object} PageMarkup
 * @property {string} head
 * @property {string} body
 * @property {string} state
 */

const escapeAttribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Reads what Vite wrote into index.html (the entry module, its preloads, the stylesheet) and
 * prepares the two kinds of page, both with the production Content-Security-Policy (scripts/csp.mjs):
 * - the shell (200.html): index.html as built, marked noindex, for every path not prerendered;
 * - a prerendered page: the CSS its markup uses inlined (critical-css.mjs), no script or
 *   stylesheet link in <head>, the content in #root, the state as JSON and the boot loader
 *   (boot.js), which loads the whole stylesheet and then the entry after the first paint.
 * @param {string} clientDir
 * @param {{ bootFile: string; csp: string; withShellRobots: (html: string) => string }} options
 * @returns {Promise<{ shell: () => string; page: (markup: PageMarkup) => string }>}
 */
export async function loadTemplate(clientDir, { bootFile, csp, withShellRobots }) {
  const built = await readFile(join(clientDir, 'index.html'), 'utf8');
  // The policy comes first in <head>: a <meta> policy covers only what follows it.
  const policy = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />`;
  const html = built.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${policy}`);
  if (!html.includes(policy)) throw new Error(`No <meta charset> in ${clientDir}/index.html to put the policy after`);
  const entry = html.match(ENTRY)?.[1];
  if (!entry) throw new Error(`No entry module in ${clientDir}/index.html: is it a client build?`);
  // Each pattern's one group takes part in every match.
  const preloads = [...html.matchAll(PRELOAD)].map((match) => /** @type {string} */ (match[1]));
  const stylesheets = [...html.matchAll(STYLESHEET)].map((match) => /** @type {string} */ (match[1]));
  const css = (await Promise.all(stylesheets.map((href) => readFile(join(clientDir, href), 'utf8')))).join('\n');
  const bare = html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(NOSCRIPT, '')
    .replace(COMMENT, '');
  const boot = `<script src="${bootFile}" data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}" data-stylesheet="${escapeAttribute(stylesheets.join(' '))}" defer></script>`;
  const pageCss = criticalCss(css);
  const style = (/** @type {string} */ markup) => `<style>${pageCss(markup).replace(/<\/style/gi, '<\\/style')}</style>`;

  return {
    /** The neutral shell: default head, no content, and never indexed. */
    shell: () => withShellRobots(html),
    /** A prerendered page from what src/entry-server.tsx rendered. */
    page: ({ head, body, state }) => {
      let defaultsReplaced = false;
      const withHead = bare.replace(DEFAULT_HEAD, () => {
        if (defaultsReplaced) return '';
        defaultsReplaced = true;
        // Marked like #root: on a URL the file does not describe, the app treats them as defaults.
        return `\n    ${head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')}`;
      });
      return withHead
        .replace('</head>', () => `    ${style(bare + head + body)}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${body}</div>`)
        .replace(
          '</body>',
          () => `    <script type="application/json" id="prerender-state">${state}</script>\n    ${boot}\n  </body>`,
        );
    },
  };
}

/**
 * The loader's file name in the build, hashed like Vite's own assets so it can be cached for long.
 * @param {string} source
 */
export function bootAssetName(source) {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  return `assets/boot-${hash}.js`;
}
