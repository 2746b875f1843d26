import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('downloads once while loading, keeps the module, and asks again only after a failure', async () => {
    const module = { default: 'swiper' };
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(module);
    const code = lazyModule('src/ui/carousel-swiper.tsx', importModule);

    const [first, second] = [code.load(), code.load()];
    await expect(first).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(second).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(code.current).toBeUndefined();

    await expect(code.load()).resolves.toBe(module);
    expect(code.current).toBe(module);
    await code.load();
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

// Each split-off module is named by the path its import loads: its files are fetched under that
// name before it is imported (src/lib/split-files.ts), and a name that is not the path would
// import it with none fetched first.
describe('the name each split-off module is loaded by', () => {
  const LOADER = /\b(?:lazyModule|lazyPart|screen)\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g;
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join('src', file));
  const named = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(LOADER)].map(([, name, specifier]) => ({ file, name: name!, specifier: specifier! })),
  );

  it('is found for each screen, lazy part and module', () => {
    expect(named.map(({ name }) => name)).toEqual(expect.arrayContaining(['src/ui/carousel-swiper.tsx', 'src/routes/home/home.route.tsx']));
    expect(named.length).toBeGreaterThanOrEqual(25);
  });

  it('is the path its import loads', () => {
    for (const { file, name, specifier } of named) {
      const base = specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(dirname(file), specifier);
      const loaded = ['.ts', '.tsx'].map((extension) => base + extension).find((path) => existsSync(path));
      expect(loaded, `${file} loads ${specifier} as ${name}`).toBe(name);
    }
  });
});
