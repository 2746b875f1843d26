import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { headerFiles } from './scripts/csp.mjs';
import { demoFilesOnlyInDemoBuilds } from './scripts/demo-files.mjs';
import { entryChunk } from './scripts/entry-chunk.mjs';
import { manifestFile } from './scripts/prerender/build-layout.mjs';
import { cacheControl, contentType, resolveFile } from './scripts/serve-dist.mjs';
import { withDefaultHead } from './src/app/seo/default-head.ts';

// Below React DOM's and the router's groups, which keep them out of it.
// A screen is a route's module (`x.route.tsx`, imported by src/app/router.tsx's `screen()`).
const entry = entryChunk({ priority: 1, screen: (id) => /\.route\.tsx$/.test(id) });

export default defineConfig({
  plugins: [
    react(),
    // The tests take the styles' class names and no CSS (`css: false` below): the plugin's
    // transform mode gives them that, without its compiler (a second Vite server that evaluates
    // every .css.ts file).
    vanillaExtractPlugin({ unstable_mode: process.env.VITEST ? 'transform' : 'emitCss' }),
    defaultHead(),
    prerenderServerBuild(),
    previewPrerendered(),
    demoFilesOnlyInDemoBuilds(),
    entry.plugin,
    headerFiles(),
    manifestOutsideSite(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  optimizeDeps: {
    // Discovered late otherwise, which reloads the dev page once.
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The prerender reads the boot loader's files from it (scripts/prerender/build-layout.mjs);
    // it names every source file, so it moves out of the published folder (manifestOutsideSite).
    manifest: true,
    // One stylesheet for the whole site (about 60 KB, 10 KB gzip): each prerendered page inlines
    // the rules its markup can use (scripts/prerender/critical-css.mjs) and the boot loader brings
    // the rest before the app starts, so the first paint waits for no CSS request and no screen
    // loads CSS later. The prerender fails the build on a second CSS file.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React DOM and the router in chunks of their own: they change only with an upgrade, so a
        // deploy of the site's own code leaves them cached. Everything else the entry imports
        // statically is in the entry's chunk, and so is what two or more screens share
        // (scripts/entry-chunk.mjs). Record: docs/decisions/026-react-dom-chunk.md.
        codeSplitting: {
          groups: [
            { name: 'react-dom', priority: 3, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'router', priority: 2, test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            entry.group,
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    // Swiper's CSS floods jsdom with parse errors; styles are not under test here.
    css: false,
    // One module graph and one jsdom per worker instead of one per file: the app, React and
    // jsdom load once, not 80 times (the suite took about a quarter of the time). Each test
    // still starts clean: a new query client and router, and the setup files reset the rest.
    isolate: false,
    // Worker threads, not child processes: the suite took 57-61 s where forks took 61-70 s
    // (paired runs, two cores).
    pool: 'threads',
    // One worker per core (Vitest's default leaves one core free, which here means one worker):
    // the typecheck and the lint run beside the tests (scripts/check.mjs) and take their share.
    maxWorkers: availableParallelism(),
    unstubGlobals: true,
    // The file name says where a test runs (README, Tests): a .test.ts runs in node, a .test.tsx
    // and a .dom.test.ts (a .test.ts that needs document, window or storage) in jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['./src/test/setup-node.ts'],
          include: ['{src,mocks,scripts}/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{src,mocks,scripts}/**/*.test.tsx', '{src,mocks,scripts}/**/*.dom.test.ts'],
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
    ],
  },
});

/**
 * index.html's default title, description and keywords, in the build and the dev server alike,
 * from the module the page head renders them from (src/app/seo/default-head.ts): one text, no copy.
 */
function defaultHead(): Plugin {
  return {
    name: 'default-head',
    transformIndexHtml: { order: 'pre', handler: withDefaultHead },
  };
}

/**
 * The client build's manifest, moved out of the folder that becomes the site: beside it, in
 * `dist-build/manifest.json` (manifestFile), where the prerender and bench:size read it.
 */
function manifestOutsideSite(): Plugin {
  let outDir = '';
  return {
    name: 'manifest-outside-site',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        const written = join(outDir, '.vite', 'manifest.json');
        const target = manifestFile(outDir);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(written, target);
        if (readdirSync(dirname(written)).length === 0) rmdirSync(dirname(written));
      },
    },
  };
}

/**
 * The server build of the prerender (`vite build --ssr src/entry-server.tsx`): no copy of
 * public/ (the client build has it), and Swiper bundled, so Node never imports its .css files.
 */
function prerenderServerBuild(): Plugin {
  return {
    name: 'prerender-server-build',
    config: (_config, env) => (env.isSsrBuild ? { publicDir: false, ssr: { noExternal: ['swiper'] } } : undefined),
  };
}

/**
 * `vite preview` as the documented static hosts behave (`try_files $uri $uri/index.html /200.html`):
 * a prerendered page for its path, the shell for any other page path. Vite's own fallback
 * would serve index.html, which is the home page once it is prerendered. The hashed assets are
 * cached for good, as those hosts send them (scripts/serve-dist.mjs), and a missing one is a 404:
 * the app fetches a module's files before importing it, and the browser then takes them from its
 * cache (src/lib/split-files.ts).
 */
function previewPrerendered(): Plugin {
  return {
    name: 'preview-prerendered',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const { pathname } = new URL(req.url ?? '/', 'http://preview');
        const isFile = (pathname.split('/').pop() ?? '').includes('.');
        // Other files (robots.txt, the service worker) are Vite's to serve.
        if (isFile && !pathname.startsWith('/assets/')) return next();
        const found = resolveFile(root, pathname);
        if (!found) return next();
        if (isFile && found.fallback) {
          // A missing asset is a 404, never the shell: a stale chunk fails as it would on a host.
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain');
          res.end('Not found');
          return;
        }
        res.setHeader('Content-Type', isFile ? contentType(found.file) : 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', cacheControl(pathname));
        // Vite's CORS middleware varies every answer on Origin, which the module loader sends and
        // fetch() does not: the file fetched first would not serve the import.
        res.removeHeader('Vary');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(found.file));
      });
    },
  };
}
