import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildOutputError } from './build-layout.mjs';
import { buildFailure, indexHtml, manifest, PRELOADS, writeClientBuild } from './client-build.test-helper';
import { SPLIT_FILES_ID } from '@/lib/split-files';
import { bootWithSplitFiles, loadTemplate, withoutBuildTags } from './html.mjs';
import { EARLY_EVENTS_TAG } from './inline-script.mjs';

// The client build's two split-off modules (src/lib/split-files.ts), the files of the boot left out.
const SPLIT_FILES = {
  'src/routes/home/home.route.tsx': ['/assets/image-i1.js', '/assets/home.route-m1.js'],
  'src/features/faq/faq-accordion.tsx': ['/assets/image-i1.js', '/assets/faq-accordion-a1.js'],
};
const assets = { entry: '/assets/index-abc.js', preloads: PRELOADS, stylesheets: ['/assets/style-s1.css'] };

describe("index.html without the tags of the manifest's files", () => {
  it('removes the entry, each preload and the stylesheet with the white space before them, and nothing else', () => {
    expect(withoutBuildTags(indexHtml(), assets)).toBe(`<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <!-- The defaults stand until the page head renders its own. -->
    <title data-default-head>Rawatin</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Aktifkan JavaScript untuk membuka situs ini.</noscript>
  </body>
</html>
`);
  });

  it('fails in one line when a preload of the manifest has no tag', () => {
    expect(buildFailure(() => withoutBuildTags(indexHtml(PRELOADS.filter((href) => !href.includes('router'))), assets))).toBe(
      'index.html and dist-build/manifest.json disagree: the manifest\'s preload /assets/router-t1.js has no <link rel="modulepreload"> in index.html',
    );
  });

  it('fails in one line when index.html preloads a file the manifest does not name', () => {
    expect(buildFailure(() => withoutBuildTags(indexHtml([...PRELOADS, '/assets/extra-x1.js']), assets))).toBe(
      'index.html and dist-build/manifest.json disagree: index.html has <link rel="modulepreload" crossorigin href="/assets/extra-x1.js">, which the manifest does not name',
    );
  });

  it('fails in one line when the preloads are in another order', () => {
    const [runtime, reactDom, ...rest] = PRELOADS as [string, string, ...string[]];
    expect(buildFailure(() => withoutBuildTags(indexHtml([reactDom, runtime, ...rest]), assets))).toBe(
      'index.html and dist-build/manifest.json disagree: the preloads are in another order: the manifest has /assets/rolldown-runtime-r1.js before /assets/react-dom-d1.js, index.html after it',
    );
  });

  it("fails in one line when index.html's entry tag is not found", () => {
    const html = indexHtml().replace('<script type="module" crossorigin src=', '<script type="module" src=');
    expect(buildFailure(() => withoutBuildTags(html, assets))).toBe(
      'index.html and dist-build/manifest.json disagree: the manifest\'s entry /assets/index-abc.js has no <script type="module"> in index.html',
    );
  });

  it('fails in one line when the stylesheet is another', () => {
    const html = indexHtml().replace('style-s1.css', 'style-s2.css');
    expect(buildFailure(() => withoutBuildTags(html, assets))).toBe(
      'index.html and dist-build/manifest.json disagree: the manifest\'s stylesheet /assets/style-s1.css has no <link rel="stylesheet"> in index.html',
    );
  });
});

describe('the pages of a client build', () => {
  let build: string;
  let dir: string;
  beforeEach(() => {
    // As the build lays it out: the client build, and its manifest beside it.
    build = mkdtempSync(join(tmpdir(), 'template-'));
    dir = join(build, 'client');
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));

  const load = () => loadTemplate(dir, { bootFile: '/assets/boot-b1.js', csp: "default-src 'self'", withShellRobots: (html: string) => html });

  const SHELL_LOADER = `<script src="/assets/boot-b1.js" data-entry="/assets/index-abc.js" data-preload="${PRELOADS.join(' ')}" defer></script>`;
  const LOADER = SHELL_LOADER.replace(' defer>', ' data-stylesheet="/assets/style-s1.css" defer>');

  it("give the boot loader the manifest's entry, preloads and stylesheet, and the shell's loader all but the stylesheet", async () => {
    writeClientBuild(dir);
    const template = await load();
    const page = template.page({ head: '<title>Home</title>', body: '<main class="card">Home</main>', state: '{}', modules: [] });
    expect(page).toContain(LOADER);
    expect(page).not.toMatch(/modulepreload|type="module"|rel="stylesheet"|<noscript>/);
    expect(page).toContain('<style>body{margin:0}.card{padding:1rem}</style>');
    // The inline script that holds early taps, and asks again for the loader's own file, comes
    // right after the policy, before any content, in a page and in the shell.
    const policyAndScript = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'" />\n    ${EARLY_EVENTS_TAG}\n`;
    expect(page).toContain(policyAndScript);
    expect(page.match(/<script>/g)).toHaveLength(1);
    // The shell: index.html with its entry preloaded, not run, and the loader to run it; its
    // preloads, stylesheet link, comment and <noscript> kept.
    expect(template.shell()).toBe(
      indexHtml()
        .replace('<script type="module" crossorigin src="/assets/index-abc.js"></script>', '<link rel="modulepreload" crossorigin href="/assets/index-abc.js">')
        .replace('<meta charset="UTF-8" />\n', `<meta charset="UTF-8" />\n    ${policyAndScript}`)
        .replace('\n  </body>', `\n    ${SHELL_LOADER}\n  </body>`),
    );
  });

  it("leave each split-off module's files to the boot loader's file, in a page and in the shell", async () => {
    writeClientBuild(dir);
    const template = await load();
    const page = template.page({ head: '', body: '<main>Home</main>', state: '{}', modules: [] });
    expect(page).not.toContain(`id="${SPLIT_FILES_ID}"`);
    expect(template.shell()).not.toContain(`id="${SPLIT_FILES_ID}"`);
  });

  it("give the boot loader's file a statement that hands the page each split-off module's files, once", () => {
    const boot = bootWithSplitFiles('/* the loader */\n', manifest());
    expect(boot.startsWith('/* the loader */\ndocument.')).toBe(true);
    const head: { id: string; type: string; textContent: string }[] = [];
    const document = {
      getElementById: (id: string) => head.find((element) => element.id === id) ?? null,
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: (typeof head)[number]) => head.push(element) },
    };
    new Function('document', boot)(document);
    new Function('document', boot)(document);
    expect(head).toEqual([{ tag: 'script', type: 'application/json', id: SPLIT_FILES_ID, textContent: JSON.stringify(SPLIT_FILES) }]);
  });

  it("give the boot loader the files of the page's own modules, after the preloads", async () => {
    writeClientBuild(dir);
    const template = await load();
    const page = template.page({ head: '', body: '<main>Home</main>', state: '{}', modules: ['src/routes/home/home.route.tsx'] });
    expect(page).toContain(
      `data-preload="${PRELOADS.join(' ')}" data-page="/assets/image-i1.js /assets/home.route-m1.js" data-stylesheet="/assets/style-s1.css" defer></script>`,
    );
    expect(() => template.page({ head: '', body: '', state: '{}', modules: ['src/routes/gone.route.tsx'] })).toThrow(BuildOutputError);
  });

  it('fail in one line without a client build', async () => {
    await expect(load()).rejects.toThrow(
      new BuildOutputError(`no ${join(dir, 'index.html')}: the prerender writes its pages into a client build (vite build --outDir ${dir})`),
    );
  });

  it('fail in one line without a manifest', async () => {
    writeClientBuild(dir);
    rmSync(join(build, 'manifest.json'));
    await expect(load()).rejects.toThrow(
      new BuildOutputError(`no ${join(build, 'manifest.json')}: the prerender reads the client build's manifest (build.manifest in vite.config.ts)`),
    );
  });

  it("fail in one line when index.html is not the manifest's", async () => {
    const files = manifest();
    files['index.html']!.file = 'assets/index-new.js';
    writeClientBuild(dir, { files });
    await expect(load()).rejects.toThrow(/^index.html and dist-build\/manifest.json disagree: the manifest's entry \/assets\/index-new.js has no <script type="module"> in index.html$/);
  });
});
