// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHELL_ROBOTS_TAG, withShellRobots } from './shell-head';

const page = (head: string) => `<!doctype html>\n<html lang="id">\n  <head>\n${head}  </head>\n  <body><div id="root"></div></body>\n</html>`;

describe('withShellRobots', () => {
  it('adds robots noindex to the head, marked as a default the page head replaces', () => {
    const html = withShellRobots(page('    <title data-default-head>Rawatin</title>\n'));
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain(SHELL_ROBOTS_TAG);
    expect(html.indexOf(SHELL_ROBOTS_TAG)).toBeLessThan(html.indexOf('</head>'));
    expect(SHELL_ROBOTS_TAG).toContain('content="noindex"');
    expect(SHELL_ROBOTS_TAG).toContain('data-default-head');
  });

  it('replaces a robots tag the page carried', () => {
    const html = withShellRobots(page('    <meta name="robots" content="index, follow" />\n'));
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).not.toContain('index, follow');
  });

  it('refuses a page without a head', () => {
    expect(() => withShellRobots('<div></div>')).toThrow(/no <\/head>/);
  });
});
