/**
 * The shell (dist/200.html) serves every path that was not prerendered: a slug published after
 * the build, an unknown path, the application form of a career closed by then. Search engines must not index it as a page of its own,
 * so it carries robots noindex. Marked `data-default-head` like index.html's other defaults: the
 * page head removes it when it renders a real page's tags in the browser (src/app/layout/page-head.tsx).
 */
export const SHELL_ROBOTS_TAG = '<meta data-default-head name="robots" content="noindex" />';

const ROBOTS_META = /[ \t]*<meta\b[^>]*\bname=["']?robots["']?[^>]*>\s*/gi;

/** The built index.html turned into the shell's head: one robots tag, noindex. */
export function withShellRobots(html: string): string {
  const withoutRobots = html.replace(ROBOTS_META, '');
  if (!/<\/head>/i.test(withoutRobots)) throw new Error('withShellRobots: the page has no </head>');
  return withoutRobots.replace(/<\/head>/i, `  ${SHELL_ROBOTS_TAG}\n  </head>`);
}
