import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The two scripts a prerendered page carries inline, as the page holds them, and the hashes by
// which the Content-Security-Policy allows them (scripts/csp.mjs): each is the same text on every
// page, so one hash each.
// - early-events.js, right after the policy <meta>: it holds the visitor's first taps;
// - boot.js, at the end of <body>: the boot loader, which starts the app once the page has
//   painted. Inline, it is there as soon as the parser reaches it: no request, no round trip
//   before it can run, and no file of its own that a lost connection could keep from the page.
// Comments (line comments, /** … */ blocks) and the indentation are left out of the page.

/**
 * A classic script's text as a page inlines it: without /** … *\/ comments, comment lines or
 * leading white space.
 * @param {string} source
 * @returns {string}
 */
export function inlineText(source) {
  return source
    .replace(/\/\*\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/**
 * The script-src source that allows exactly this inline text.
 * @param {string} text
 */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A file of this folder as a page inlines it. It must not hold what would end or comment out
 * the <script> element around it.
 * @param {string} name
 */
function inlined(name) {
  const text = inlineText(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8'));
  if (/<\/script|<!--/i.test(text)) throw new Error(`${name} must not hold "</script" or "<!--": it is inlined as is`);
  return text;
}

/** early-events.js as every prerendered page holds it. */
export const EARLY_EVENTS = inlined('early-events.js');

/** The <script> element of early-events.js. */
export const EARLY_EVENTS_TAG = `<script>${EARLY_EVENTS}</script>`;

/** boot.js as every prerendered page holds it, in a <script> of its own with its data-* attributes (html.mjs). */
export const BOOT_LOADER = inlined('boot.js');

/** Every inline script's hash, for the policy's script-src. */
export const INLINE_SCRIPT_SOURCES = [hashSource(EARLY_EVENTS), hashSource(BOOT_LOADER)];
