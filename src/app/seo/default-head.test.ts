// @vitest-environment node
import { readFile } from 'node:fs/promises';
import type { IndexHtmlTransformContext, Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';
import { DEFAULT_SEO, withDefaultHead } from './default-head';

const indexHtml = () => readFile(`${process.cwd()}/index.html`, 'utf8');

/** The `default-head` plugin of vite.config.ts: what the build and the dev server run on index.html. */
async function servedIndexHtml(): Promise<string> {
  const flat = (options: PluginOption[]): unknown[] => options.flatMap((option) => (Array.isArray(option) ? flat(option) : [option]));
  const plugin = flat(viteConfig.plugins ?? []).find(
    (entry): entry is Plugin => typeof entry === 'object' && entry !== null && 'name' in entry && entry.name === 'default-head',
  );
  const hook = plugin?.transformIndexHtml;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('vite.config.ts has no default-head plugin with a transformIndexHtml hook');
  const context = { path: '/index.html', filename: `${process.cwd()}/index.html` } as IndexHtmlTransformContext;
  const result = await handler.call({} as ThisParameterType<typeof handler>, await indexHtml(), context);
  if (typeof result !== 'string') throw new Error('the default-head plugin returned no HTML');
  return result;
}

/** The head's `data-default-head` tags as text: the title's and each meta's name and content. */
function defaultTags(html: string) {
  const decode = (value: string) =>
    value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: [...head.matchAll(/<title data-default-head>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    meta: [...head.matchAll(/<meta data-default-head name="([^"]+)" content="([^"]*)" \/>/g)].map((match) => [
      match[1],
      decode(match[2]!),
    ]),
  };
}

describe('the default head', () => {
  it('is written into index.html by the Vite config, from the module the page head renders it from', async () => {
    const html = await servedIndexHtml();
    expect(html).toBe(withDefaultHead(await indexHtml()));
    expect(defaultTags(html)).toEqual({
      title: [DEFAULT_SEO.title],
      meta: [
        ['description', DEFAULT_SEO.description],
        ['keywords', DEFAULT_SEO.keywords],
      ],
    });
  });

  it('has no copy in index.html itself', async () => {
    const source = await indexHtml();
    expect(source).not.toContain('data-default-head');
    for (const text of Object.values(DEFAULT_SEO)) expect(source).not.toContain(text);
  });

  it("takes the comment's place, each tag on a line of its own at the comment's indent", () => {
    const page = '<html>\n  <head>\n    <meta charset="UTF-8" />\n    <!-- default-head: the defaults\n         go here -->\n  </head>\n</html>';
    const lines = withDefaultHead(page).split('\n');
    expect(lines.slice(3, 6).map((line) => line.match(/^ */)![0].length)).toEqual([4, 4, 4]);
    expect(lines[3]).toMatch(/^ {4}<title data-default-head>/);
    expect(lines[6]).toBe('  </head>');
    expect(withDefaultHead(page)).not.toContain('<!--');
  });

  it('refuses a page without the comment', () => {
    expect(() => withDefaultHead('<html><head></head></html>')).toThrow(/no <!-- default-head --> comment/);
  });
});
