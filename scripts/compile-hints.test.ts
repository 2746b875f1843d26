import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunksRunOnLoad, COMPILE_HINT, compileHints } from './compile-hints.mjs';

type Output = { type: 'chunk'; isEntry: boolean; imports: string[]; code: string } | { type: 'asset'; source: string };

// A client build's outputs as Rolldown hands them to generateBundle: the entry imports React DOM
// and a shared chunk, which imports the runtime; a screen and Swiper load later.
function bundle(): Record<string, Output> {
  const chunk = (isEntry: boolean, imports: string[], code: string): Output => ({ type: 'chunk', isEntry, imports, code });
  return {
    'assets/index.js': chunk(true, ['assets/react-dom.js', 'assets/http.js'], 'const __vite__mapDeps=0;'),
    'assets/react-dom.js': chunk(false, ['assets/rolldown-runtime.js'], 'react-dom'),
    'assets/http.js': chunk(false, ['assets/rolldown-runtime.js'], 'http'),
    'assets/rolldown-runtime.js': chunk(false, [], 'runtime'),
    'assets/home.route.js': chunk(false, ['assets/index.js', 'assets/carousel.js'], 'home'),
    'assets/carousel.js': chunk(false, ['assets/react-dom.js'], 'carousel'),
    'assets/carousel-swiper.js': chunk(false, ['assets/carousel.js'], 'swiper'),
    'assets/style.css': { type: 'asset', source: 'a{}' },
  };
}

describe('compile hints', () => {
  it('names the entry chunk and every chunk it imports statically, transitively, and nothing loaded later', () => {
    expect([...chunksRunOnLoad(bundle())].sort()).toEqual([
      'assets/http.js',
      'assets/index.js',
      'assets/react-dom.js',
      'assets/rolldown-runtime.js',
    ]);
  });

  it('opens exactly those chunks with the magic comment, once, in the client build only', () => {
    const plugin = compileHints() as Plugin & {
      apply: (config: object, env: { isSsrBuild?: boolean }) => boolean;
      generateBundle: { order: string; handler: (options: object, bundle: Record<string, Output>) => void };
    };
    expect(plugin.apply({}, { isSsrBuild: true })).toBe(false);
    expect(plugin.apply({}, { isSsrBuild: false })).toBe(true);
    // After Vite's own generateBundle, which opens the entry with its list of preloads.
    expect(plugin.generateBundle.order).toBe('post');

    const outputs = bundle();
    plugin.generateBundle.handler({}, outputs);
    plugin.generateBundle.handler({}, outputs);
    const code = (file: string) => (outputs[file] as { code: string }).code;
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}const __vite__mapDeps=0;`);
    expect(code('assets/react-dom.js')).toBe(`${COMPILE_HINT}react-dom`);
    expect(code('assets/rolldown-runtime.js')).toBe(`${COMPILE_HINT}runtime`);
    expect(code('assets/home.route.js')).toBe('home');
    expect(code('assets/carousel-swiper.js')).toBe('swiper');
    expect((outputs['assets/style.css'] as { source: string }).source).toBe('a{}');
  });
});
