// Kept over beasties 0.5.4 (inlining only, CSP-safe) on the 74 pages: it inlines 14% less (12.5 KB,
// 3.0 KB gzip a page against 14.6 and 3.5; one round trip either way) and looks the same in the browser
// test, but takes 3x as long (2.4 s against 0.7 s), adds 16 packages and drops the :focus-visible outline.

// The part of the site's stylesheet that a prerendered page's own markup can use, to inline in
// its <head>. The whole sheet is about 60 KB (10 KB gzip), most of it for other screens; inlined
// whole, it made every page's HTML take an extra round trip on a slow network and its first
// style pass longer. The full sheet still arrives before the app starts (boot.js), so whatever
// the app renders later (dialogs, other screens, Swiper's own states) is styled as before.
import postcss from 'postcss';

// Functional pseudo-classes whose classes a match does not require: `.a:not(.b)` matches
// without any `.b`, and `:is()`, `:where()` and `:has()` are kept whole rather than reasoned about.
const PSEUDO_ARGUMENT = /:(?:not|is|where|has)\(/gi;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The classes a selector requires, outside functional pseudo-classes and attribute brackets.
 * @param {string} selector
 * @returns {string[]}
 */
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
  // CLASS has one group, which takes part in every match.
  return [...plain.matchAll(CLASS)].map((match) => /** @type {string} */ (match[1]).replace(/\\/g, ''));
}

/**
 * Every class named in a page's markup.
 * @param {string} html
 * @returns {Set<string>}
 */
export function classesIn(html) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    // The pattern's one group takes part in every match.
    for (const name of /** @type {string} */ (match[1]).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Returns a function that gives, for a page's markup, the rules of `css` that can apply to it:
 * a rule stays unless each of its selectors requires a class the markup does not have. Rules
 * without classes (the reset, element styles, custom properties), @font-face and @keyframes
 * always stay; an @media or @supports block stays with what is left inside it.
 * @param {string} css
 * @returns {(html: string) => string}
 */
export function criticalCss(css) {
  const sheet = postcss.parse(css);
  // What a selector requires, worked out once for the whole build.
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
  // Pages of one kind use the same classes: the result depends on that set alone, so each set
  // is pruned once (a big site has thousands of pages and a few dozen sets).
  /** @type {Map<string, string>} */
  const pruned = new Map();
  return (html) => {
    const present = classesIn(html);
    const key = [...present].sort().join(' ');
    let result = pruned.get(key);
    if (result === undefined) {
      result = prune(present);
      // A full map has a first key.
      if (pruned.size >= MAX_REMEMBERED_SETS) pruned.delete(/** @type {string} */ (pruned.keys().next().value));
      pruned.set(key, result);
    }
    return result;
  };
}

// Enough for every kind of page, few enough that the build's memory stays flat.
const MAX_REMEMBERED_SETS = 256;
