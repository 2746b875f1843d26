import { describe, expect, it } from 'vitest';
import { bootAssets, chunkModules } from './build-layout.mjs';
import { buildFailure, chunkModules as recorded, manifest, PRELOADS } from './client-build.test-helper';

describe("the boot's files from the manifest", () => {
  it("are the entry, its static imports in Vite's order (each after what it imports) and the stylesheet", () => {
    expect(bootAssets(manifest(), recorded())).toEqual({
      entry: '/assets/index-abc.js',
      // Not the order of the entry's `imports`: jsx-runtime and config come before http, which imports them.
      preloads: PRELOADS,
      stylesheets: ['/assets/style-s1.css'],
    });
  });

  it('leave out what the entry imports dynamically', () => {
    expect(bootAssets(manifest(), recorded()).preloads).not.toContain('/assets/home.route-m1.js');
  });

  it('fail in one line when the manifest has no entry or another than index.html', () => {
    const none = manifest();
    delete none['index.html'];
    expect(buildFailure(() => bootAssets(none, recorded()))).toBe(".vite/manifest.json has 0 entry chunk(s) (none), not index.html's one: is it Vite's client build?");
    const other = manifest();
    other['index.html']!.src = 'src/main.tsx';
    expect(buildFailure(() => bootAssets(other, recorded()))).toBe(".vite/manifest.json has 1 entry chunk(s) (index.html), not index.html's one: is it Vite's client build?");
  });

  it('fail in one line when an import is not described', () => {
    const files = manifest();
    delete files['_config-c1.js'];
    expect(buildFailure(() => bootAssets(files, recorded()))).toBe('.vite/manifest.json names _config-c1.js among the imports of _http-h1.js but does not describe it');
  });
});

describe('the chunk layout the boot relies on', () => {
  const LAYOUT = 'the chunk layout the boot relies on changed';

  it('fails in one line when src/app/react-dom.ts lands in another chunk than React DOM', () => {
    const modules = { ...recorded(), 'src/app/react-dom.ts': ['assets/index-abc.js'] };
    expect(buildFailure(() => bootAssets(manifest(), modules))).toBe(
      `${LAYOUT}: src/app/react-dom.ts is in assets/index-abc.js, not in the 'react-dom' chunk (assets/react-dom-d1.js)`,
    );
  });

  it("fails in one line when part of React DOM's code lands in another chunk too", () => {
    const modules = { ...recorded(), 'react-dom': ['assets/react-dom-d1.js', 'assets/index-abc.js'] };
    expect(buildFailure(() => bootAssets(manifest(), modules))).toBe(
      `${LAYOUT}: react-dom is also in assets/index-abc.js, not only in the 'react-dom' chunk (assets/react-dom-d1.js)`,
    );
  });

  it('fails in one line when a group is missing: no router chunk, the router in the entry', () => {
    const files = manifest();
    delete files['_router-t1.js'];
    files['index.html']!.imports = files['index.html']!.imports!.filter((key) => key !== '_router-t1.js');
    const modules = { ...recorded(), 'react-router': ['assets/index-abc.js'] };
    expect(buildFailure(() => bootAssets(files, modules))).toBe(`${LAYOUT}: no chunk is named 'router' (codeSplitting.groups in vite.config.ts)`);
  });

  it("fails in one line when a group's chunk is no static import of the entry", () => {
    const files = manifest();
    const entry = files['index.html']!;
    entry.imports = entry.imports!.filter((key) => key !== '_router-t1.js');
    entry.dynamicImports = [...entry.dynamicImports!, '_router-t1.js'];
    expect(buildFailure(() => bootAssets(files, recorded()))).toBe(
      `${LAYOUT}: the 'router' chunk (assets/router-t1.js) is not among the entry's static imports, which the boot preloads one per task (the entry imports it dynamically)`,
    );
  });

  it('fails in one line on a second CSS file', () => {
    const files = manifest();
    files['src/routes/home/home.route.tsx']!.css = ['assets/home.route-m1.css'];
    expect(buildFailure(() => bootAssets(files, recorded()))).toBe(
      `${LAYOUT}: 2 CSS files (assets/home.route-m1.css, assets/style-s1.css), not the one stylesheet each page inlines from (build.cssCodeSplit in vite.config.ts)`,
    );
    // A stylesheet for each chunk: the line names the first few.
    files['_http-h1.js']!.css = ['assets/http-h1.css', 'assets/config-c1.css'];
    expect(buildFailure(() => bootAssets(files, recorded()))).toBe(
      `${LAYOUT}: 4 CSS files (assets/http-h1.css, assets/config-c1.css, assets/home.route-m1.css and 1 more), not the one stylesheet each page inlines from (build.cssCodeSplit in vite.config.ts)`,
    );
  });

  it('fails in one line when a preloaded chunk imports the entry back', () => {
    const files = manifest();
    files['_http-h1.js']!.imports!.push('index.html');
    expect(buildFailure(() => bootAssets(files, recorded()))).toBe(
      `${LAYOUT}: the entry's static imports import one another (assets/index-abc.js → assets/http-h1.js → assets/index-abc.js), so the boot cannot evaluate them one per task`,
    );
  });
});

describe("the client build's record of the chunks", () => {
  const root = '/work/site';
  const chunks = [
    {
      fileName: 'assets/react-dom-d1.js',
      moduleIds: [
        // node_modules may be a link to another folder: the package's name is what counts.
        '/work/shared/node_modules/react/index.js',
        '/work/shared/node_modules/scheduler/index.js',
        '/work/shared/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/work/site/src/app/react-dom.ts',
      ],
    },
    {
      fileName: 'assets/index-abc.js',
      moduleIds: ['\0vite/preload-helper.js', '/work/site/src/main.tsx', '/work/site/src/app/react-dom.tsx'],
    },
    { fileName: 'assets/share-popover-p1.js', moduleIds: ['/work/site/node_modules/@floating-ui/react-dom/dist/floating-ui.react-dom.mjs'] },
    { fileName: 'assets/router-t1.js', moduleIds: ['/work/site/node_modules/react-router/dist/production/index.mjs'] },
  ];

  it('names the chunks that hold each module the boot relies on, and only those', () => {
    expect(chunkModules(chunks, root)).toEqual(recorded());
  });

  it('names every chunk that holds one', () => {
    const split = [...chunks, { fileName: 'assets/index-xyz.js', moduleIds: ['/work/site/node_modules/react-dom/client.js'] }];
    expect(chunkModules(split, root)['react-dom']).toEqual(['assets/react-dom-d1.js', 'assets/index-xyz.js']);
  });
});
