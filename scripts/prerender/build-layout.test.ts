import { describe, expect, it } from 'vitest';
import { bootAssets, BuildOutputError } from './build-layout.mjs';
import { manifest, PRELOADS } from './client-build.test-helper';

/** The one line a call throws, or null when it does not throw. */
function thrown(call: () => unknown): string | null {
  try {
    call();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BuildOutputError);
    return (error as Error).message;
  }
}

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
    expect(thrown(() => bootAssets(none))).toBe(".vite/manifest.json has 0 entry chunk(s) (none), not index.html's one: is it Vite's client build?");
    const other = manifest();
    other['index.html']!.src = 'src/main.tsx';
    expect(thrown(() => bootAssets(other))).toBe(".vite/manifest.json has 1 entry chunk(s) (index.html), not index.html's one: is it Vite's client build?");
  });

  it('fail in one line when an import is not described', () => {
    const files = manifest();
    delete files['_config-c1.js'];
    expect(thrown(() => bootAssets(files))).toBe('.vite/manifest.json names _config-c1.js among the imports of _http-h1.js but does not describe it');
  });
});
