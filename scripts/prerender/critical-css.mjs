// Kept over beasties: see docs/decisions/070-critical-css-hand-written.md.

// The part of the stylesheet a page's own markup can use, inlined in its <head>; the full sheet
// still arrives before the app starts (boot.js).
import postcss from 'postcss';

// `.a:not(.b)` matches without `.b`; `:is()`, `:where()` and `:has()` are kept whole.
const PSEUDO_ARGUMENT = /:(?:not|is|where|has)\(/gi;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** @param {string} selector @returns {string[]} */
export function requiredClasses(selector) {
  let plain = '';
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (depth === 0) {
      PSEUDO_ARGUMENT.lastIndex = index;
      const pseudo = PSEUDO_ARGUMENT.exec(selector);
      if (pseudo && pseudo.index === index) {
        depth = 1;
        index += pseudo[0].length - 1;
        continue;
      }
      if (char === '[') {
        const end = selector.indexOf(']', index);
        index = end === -1 ? selector.length : end;
        continue;
      }
      plain += char;
    } else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
  }
  return [...plain.matchAll(CLASS)].map((match) => /** @type {string} */ (match[1]).replace(/\\/g, ''));
}

/** @param {string} html @returns {Set<string>} */
export function classesIn(html) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of /** @type {string} */ (match[1]).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A rule stays unless each of its selectors requires a class the markup lacks; an at-rule block
 * stays with what is left inside it.
 * @param {string} css
 * @returns {(html: string) => string} */
export function criticalCss(css) {
  const sheet = postcss.parse(css);
  /** @type {Map<string, string[]>} */
  const required = new Map();
  const requires = (/** @type {string} */ selector) => {
    let classes = required.get(selector);
    if (!classes) required.set(selector, (classes = requiredClasses(selector)));
    return classes;
  };
  const prune = (/** @type {Set<string>} */ present) => {
    const used = (/** @type {string} */ selector) => requires(selector).every((name) => present.has(name));
    const page = sheet.clone();
    page.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      const kept = rule.selectors.filter(used);
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
    // Innermost first, so a block left empty by an emptied one inside it goes too.
    /** @type {import('postcss').AtRule[]} */
    const blocks = [];
    page.walkAtRules((block) => void blocks.push(block));
    for (const block of blocks.reverse()) {
      if (/^(media|supports|layer|container)$/i.test(block.name) && block.nodes?.length === 0) block.remove();
    }
    return page.toString();
  };
  // Pages of one kind share a set of classes: each set is pruned once.
  /** @type {Map<string, string>} */
  const pruned = new Map();
  return (html) => {
    const present = classesIn(html);
    const key = [...present].sort().join(' ');
    let result = pruned.get(key);
    if (result === undefined) {
      result = prune(present);
      if (pruned.size >= MAX_REMEMBERED_SETS) pruned.delete(/** @type {string} */ (pruned.keys().next().value));
      pruned.set(key, result);
    }
    return result;
  };
}

// Enough for every kind of page, few enough that the build's memory stays flat.
const MAX_REMEMBERED_SETS = 256;
