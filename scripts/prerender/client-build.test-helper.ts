// A client build as Vite writes it, reduced to what the prerender reads: index.html, the manifest
// (beside it: manifestFile) and the stylesheet. The entry imports the runtime, React DOM, the router
// and a chunk of shared code (http), which itself imports two chunks the entry imports too.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { expect } from 'vitest';
import { BuildOutputError, manifestFile } from './build-layout.mjs';

/** The one line a call fails the build with (a BuildOutputError), or null when it does not throw. */
export function buildFailure(call: () => unknown): string | null {
  try {
    call();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(BuildOutputError);
    return (error as Error).message;
  }
}

export const manifest = (): Manifest => ({
  'index.html': {
    file: 'assets/index-abc.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_rolldown-runtime-r1.js', '_react-dom-d1.js', '_router-t1.js', '_http-h1.js', '_config-c1.js', '_jsx-runtime-j1.js'],
    dynamicImports: ['src/routes/home/home.route.tsx'],
  },
  '_rolldown-runtime-r1.js': { file: 'assets/rolldown-runtime-r1.js', name: 'rolldown-runtime' },
  '_react-dom-d1.js': { file: 'assets/react-dom-d1.js', name: 'react-dom', imports: ['_rolldown-runtime-r1.js'] },
  '_router-t1.js': { file: 'assets/router-t1.js', name: 'router', imports: ['_rolldown-runtime-r1.js', '_react-dom-d1.js'] },
  '_jsx-runtime-j1.js': { file: 'assets/jsx-runtime-j1.js', name: 'jsx-runtime', imports: ['_rolldown-runtime-r1.js'] },
  '_config-c1.js': { file: 'assets/config-c1.js', name: 'config' },
  '_http-h1.js': {
    file: 'assets/http-h1.js',
    name: 'http',
    imports: ['_rolldown-runtime-r1.js', '_react-dom-d1.js', '_jsx-runtime-j1.js', '_config-c1.js'],
  },
  // A lazy screen imports the entry back: loaded after it, that is no cycle of the boot's.
  'src/routes/home/home.route.tsx': {
    file: 'assets/home.route-m1.js',
    name: 'home.route',
    src: 'src/routes/home/home.route.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_jsx-runtime-j1.js', '_image-i1.js'],
    dynamicImports: ['src/features/faq/faq-accordion.tsx'],
  },
  // A module the home screen imports on demand, which shares a chunk with it that the entry does not import.
  'src/features/faq/faq-accordion.tsx': {
    file: 'assets/faq-accordion-a1.js',
    name: 'faq-accordion',
    src: 'src/features/faq/faq-accordion.tsx',
    isDynamicEntry: true,
    imports: ['_image-i1.js', '_react-dom-d1.js'],
  },
  '_image-i1.js': { file: 'assets/image-i1.js', name: 'image', imports: ['_jsx-runtime-j1.js'] },
  'style.css': { file: 'assets/style-s1.css', src: 'style.css' },
});

/** The preloads in the order Vite writes them: each chunk after the chunks it imports. */
export const PRELOADS = [
  '/assets/rolldown-runtime-r1.js',
  '/assets/react-dom-d1.js',
  '/assets/router-t1.js',
  '/assets/jsx-runtime-j1.js',
  '/assets/config-c1.js',
  '/assets/http-h1.js',
];

/** index.html as Vite writes it for that manifest. */
export const indexHtml = (preloads: string[] = PRELOADS) => `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <!-- The defaults stand until the page head renders its own. -->
    <title data-default-head>Rawatin</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
${preloads.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join('')}    <link rel="stylesheet" crossorigin href="/assets/style-s1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Aktifkan JavaScript untuk membuka situs ini.</noscript>
  </body>
</html>
`;

export const STYLESHEET = 'body{margin:0}.card{padding:1rem}.dialog{position:fixed}';

/** Writes the client build into `dir` (a folder named client): index.html and the stylesheet, and the manifest beside it. */
export function writeClientBuild(dir: string, { html = indexHtml(), files = manifest() }: { html?: string; files?: Manifest } = {}) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(manifestFile(dir), JSON.stringify(files, null, 2));
  writeFileSync(join(dir, 'assets', 'style-s1.css'), STYLESHEET);
}

/**
 * The manifest of a client build where every component module of the site's source is split off
 * (a dynamic entry, importing the entry back and a chunk of its own): whatever screens and lazy
 * parts a page renders, the prerender finds their files, named after the module
 * ('src/routes/home/home.route.tsx' → assets/home.route-t1.js).
 */
export function everyModuleSplitOff(files: Manifest = manifest()): Manifest {
  const modules = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
  const split: Manifest = { ...files, '_shared-t1.js': { file: 'assets/shared-t1.js', name: 'shared', imports: ['_jsx-runtime-j1.js'] } };
  for (const file of modules) {
    const source = `src/${file.split('\\').join('/')}`;
    const name = source.replace(/^.*\//, '').replace(/\.tsx$/, '');
    split[source] ??= { file: `assets/${name}-t1.js`, name, src: source, isDynamicEntry: true, imports: ['index.html', '_shared-t1.js'] };
  }
  return split;
}
