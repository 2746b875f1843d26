/** robots noindex for the shell (dist/200.html), removed by the page head on a real page. */
export const SHELL_ROBOTS_TAG = '<meta data-default-head name="robots" content="noindex" />';

const ROBOTS_META = /[ \t]*<meta\b[^>]*\bname=["']?robots["']?[^>]*>\s*/gi;

export function withShellRobots(html: string): string {
  const withoutRobots = html.replace(ROBOTS_META, '');
  if (!/<\/head>/i.test(withoutRobots)) throw new Error('withShellRobots: the page has no </head>');
  return withoutRobots.replace(/<\/head>/i, `  ${SHELL_ROBOTS_TAG}\n  </head>`);
}
