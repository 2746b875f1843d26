import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// The one script a prerendered page carries inline (early-events.js), as the page holds it, and
// the hash by which the Content-Security-Policy allows it (scripts/csp.mjs): the same text for
// every page, so one hash. Line comments, one-line /** … */ comments and the indentation are
// left out of the page.

/**
 * A classic script's text as a page inlines it: without comment lines, one-line block comments
 * or leading white space.
 * @param {string} source
 * @returns {string}
 */
export function inlineText(source) {
  return source
    .split('\n')
    .map((line) => line.replace(/\/\*\*.*?\*\/\s?/g, '').trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** early-events.js as every prerendered page holds it. */
export const EARLY_EVENTS = inlineText(readFileSync(new URL('./early-events.js', import.meta.url), 'utf8'));

/**
 * The script-src source that allows exactly this inline text.
 * @param {string} text
 */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The <script> element of early-events.js. */
export const EARLY_EVENTS_TAG = `<script>${EARLY_EVENTS}</script>`;
if (/<\/script|<!--/i.test(EARLY_EVENTS)) throw new Error('early-events.js must not hold "</script" or "<!--": it is inlined as is');
