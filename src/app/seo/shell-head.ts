/**
 * The shell (dist/200.html) serves every path not prerendered, so it carries robots noindex, marked
 * `data-default-head` for the page head to remove on a real page (src/app/layout/page-head.tsx).
 */
export const SHELL_ROBOTS_TAG = '<meta data-default-head name="robots" content="noindex" />';

const ROBOTS_META = /[ \t]*<meta\b[^>]*\bname=["']?robots["']?[^>]*>\s*/gi;

export function withShellRobots(html: string): string {
  const withoutRobots = html.replace(ROBOTS_META, '');
  if (!/<\/head>/i.test(withoutRobots)) throw new Error('withShellRobots: the page has no </head>');
  return withoutRobots.replace(/<\/head>/i, `  ${SHELL_ROBOTS_TAG}\n  </head>`);
}
