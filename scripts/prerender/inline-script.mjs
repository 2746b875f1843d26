import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { minifySync } from 'vite';

// The scripts the prerender adds to the build, as the pages get them: the one a prerendered page
// carries inline (early-events.js, right after the policy <meta>), with the hash by which the
// Content-Security-Policy allows it (scripts/csp.mjs), the same text on every page; and the boot
// loader's file (boot.js, written under a hashed name by output.mjs). Both are minified with
// Vite's own minifier: every page carries the first in its HTML, where past the ~14 KB a new
// connection sends in its first round trip each byte costs a round trip more, and every first
// visit loads the second.

/**
 * A plain script of this folder with what it imports from src/ (src/lib/reconnect.ts) bundled in,
 * all of it inside one function so that nothing lands in the page's global scope.
 * @param {string} name
 */
async function bundled(name) {
  const { output } = await build({ input: fileURLToPath(new URL(`./${name}`, import.meta.url)), write: false, output: { format: 'esm' } });
  if (output.length !== 1) throw new Error(`${name} must bundle into one file`);
  return `(()=>{${output[0].code}})();`;
}

const SCRIPTS = { 'boot.js': await bundled('boot.js'), 'early-events.js': await bundled('early-events.js') };

/**
 * A script of this folder as the pages get it: bundled and minified (the minifier's own errors
 * fail the build). It must not hold what would end or comment out a <script> element around it.
 * @param {keyof typeof SCRIPTS} name
 * @returns {string}
 */
export function minifiedScript(name) {
  const { code, errors } = minifySync(name, SCRIPTS[name], { compress: true, mangle: true });
  if (errors.length) throw new Error(`${name} could not be minified: ${errors.map((error) => error.message).join('; ')}`);
  const text = code.trim();
  if (/<\/script|<!--/i.test(text)) throw new Error(`${name} must not hold "</script" or "<!--": it is inlined as is`);
  return text;
}

/**
 * The script-src source that allows exactly this inline text.
 * @param {string} text
 */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** early-events.js as every prerendered page holds it. */
export const EARLY_EVENTS = minifiedScript('early-events.js');

/** The <script> element of early-events.js. */
export const EARLY_EVENTS_TAG = `<script>${EARLY_EVENTS}</script>`;
