import { describe, expect, it } from 'vitest';
import { bootAssets, pageModules, splitFiles } from './build-layout.mjs';
import { buildFailure, manifest, PRELOADS } from './client-build.test-helper';

describe("the boot's files from the manifest", () => {
  it("are the entry, its static imports in Vite's order (each after what it imports) and the stylesheet", () => {
    expect(bootAssets(manifest())).toEqual({
      entry: '/assets/index-abc.js',
      // Not the order of the entry's `imports`: jsx-runtime and config come before http, which imports them.
      preloads: PRELOADS,
      stylesheets: ['/assets/style-s1.css'],
    });
  });

  it('leave out what the entry imports dynamically', () => {
    expect(bootAssets(manifest()).preloads).not.toContain('/assets/home.route-m1.js');
  });

  it('fail in one line when the manifest has no entry or another than index.html', () => {
    const none = manifest();
    delete none['index.html'];
    expect(buildFailure(() => bootAssets(none))).toBe("dist-build/manifest.json has 0 entry chunk(s) (none), not index.html's one: is it Vite's client build?");
    const other = manifest();
    other['index.html']!.src = 'src/main.tsx';
    expect(buildFailure(() => bootAssets(other))).toBe("dist-build/manifest.json has 1 entry chunk(s) (index.html), not index.html's one: is it Vite's client build?");
  });

  it('fail in one line when an import is not described', () => {
    const files = manifest();
    delete files['_config-c1.js'];
    expect(buildFailure(() => bootAssets(files))).toBe('dist-build/manifest.json names _config-c1.js among the imports of _http-h1.js but does not describe it');
  });
});

describe('the one stylesheet and the entry', () => {
  it('fail in one line on a second CSS file', () => {
    const files = manifest();
    files['src/routes/home/home.route.tsx']!.css = ['assets/home.route-m1.css'];
    expect(buildFailure(() => bootAssets(files))).toBe(
      '2 CSS files (assets/home.route-m1.css, assets/style-s1.css), not the one stylesheet each page inlines from (build.cssCodeSplit in vite.config.ts)',
    );
    // A stylesheet for each chunk: the line names the first few.
    files['_http-h1.js']!.css = ['assets/http-h1.css', 'assets/config-c1.css'];
    expect(buildFailure(() => bootAssets(files))).toBe(
      '4 CSS files (assets/http-h1.css, assets/config-c1.css, assets/home.route-m1.css and 1 more), not the one stylesheet each page inlines from (build.cssCodeSplit in vite.config.ts)',
    );
  });

  it('keep the entry out of its preloads when a chunk it imports imports it back', () => {
    const files = manifest();
    files['_http-h1.js']!.imports!.push('index.html');
    expect(bootAssets(files).preloads).toEqual(PRELOADS);
  });
});

describe("a page's own modules from the manifest", () => {
  it("are its screen's chunks, each after what it imports, once, and none the boot fetches", () => {
    const filesOf = pageModules(manifest(), bootAssets(manifest()));
    expect(filesOf(['src/routes/home/home.route.tsx', 'src/features/faq/faq-accordion.tsx'])).toEqual([
      '/assets/image-i1.js',
      '/assets/home.route-m1.js',
      '/assets/faq-accordion-a1.js',
    ]);
    expect(filesOf(['src/features/faq/faq-accordion.tsx'])).toEqual(['/assets/image-i1.js', '/assets/faq-accordion-a1.js']);
    expect(filesOf([])).toEqual([]);
  });

  it('fail in one line on a path that is not a split-off module', () => {
    const filesOf = pageModules(manifest(), bootAssets(manifest()));
    const line = (source: string) =>
      `dist-build/manifest.json has no split-off module ${source}: a screen's source is the path its import loads`;
    expect(buildFailure(() => filesOf(['src/routes/home/home.tsx']))).toBe(line('src/routes/home/home.tsx'));
    // In the manifest, but the entry, not a module split off from it.
    expect(buildFailure(() => filesOf(['index.html']))).toBe(line('index.html'));
  });
});

describe("every split-off module's files", () => {
  it('are each dynamic entry of the manifest with its files, those of the boot left out', () => {
    expect(splitFiles(manifest(), bootAssets(manifest()))).toEqual({
      'src/routes/home/home.route.tsx': ['/assets/image-i1.js', '/assets/home.route-m1.js'],
      'src/features/faq/faq-accordion.tsx': ['/assets/image-i1.js', '/assets/faq-accordion-a1.js'],
    });
  });
});
