import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { minifySync } from 'vite';

// Minified with Vite's minifier: every page carries early-events.js inline and must fit the
// first round trip. See docs/decisions/021-early-events.md.

/** Bundled with what it imports from src/, inside one function so nothing lands in the global scope.
 * @param {string} name */
async function bundled(name) {
  const { output } = await build({ input: fileURLToPath(new URL(`./${name}`, import.meta.url)), write: false, output: { format: 'esm' } });
  if (output.length !== 1) throw new Error(`${name} must bundle into one file`);
  return `(()=>{${output[0].code}})();`;
}

const SCRIPTS = { 'boot.js': await bundled('boot.js'), 'early-events.js': await bundled('early-events.js') };

/** It must not hold what would end or comment out a <script> element around it.
 * @param {keyof typeof SCRIPTS} name
 * @returns {string} */
export function minifiedScript(name) {
  const { code, errors } = minifySync(name, SCRIPTS[name], { compress: true, mangle: true });
  if (errors.length) throw new Error(`${name} could not be minified: ${errors.map((error) => error.message).join('; ')}`);
  const text = code.trim();
  if (/<\/script|<!--/i.test(text)) throw new Error(`${name} must not hold "</script" or "<!--": it is inlined as is`);
  return text;
}

/** @param {string} text */
export const hashSource = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** early-events.js as every prerendered page holds it. */
export const EARLY_EVENTS = minifiedScript('early-events.js');

/** The <script> element of early-events.js. */
export const EARLY_EVENTS_TAG = `<script>${EARLY_EVENTS}</script>`;
