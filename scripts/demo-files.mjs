import { cpSync, existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { loadEnv } from 'vite';

// What public/ holds for the demo API alone: the media its data names (public/demo: articles,
// devices, promotions, services, employees, banners, documents, avatars) and MSW's service worker.
// The site's own files (public/site, the icons, robots.txt) go with every build.
const DEMO_ONLY = ['demo', 'mockServiceWorker.js'];

/**
 * Whether a path of public/ (relative to it, either separator) belongs to the demo API alone.
 * @param {string} path
 * @returns {boolean}
 */
export function isDemoOnlyFile(path) {
  const [first] = path.split(/[\\/]/).filter((part) => part && part !== '.');
  return first !== undefined && DEMO_ONLY.includes(first);
}

/**
 * A build against a real API (VITE_API_BASE_URL set) ships none of the demo's files: its client
 * build copies public/ without them. A demo build copies public/ whole, as Vite does, since the
 * demo API answers in the page and its data names /demo/… on the site's own origin.
 * @returns {import('vite').Plugin}
 */
export function demoFilesOnlyInDemoBuilds() {
  let realApi = false;
  let publicDir = '';
  let outDir = '';
  return {
    name: 'demo-files-only-in-demo-builds',
    apply: 'build',
    config(config, env) {
      // The server build copies no public/ at all (prerenderServerBuild).
      if (env.isSsrBuild) return undefined;
      const envDir = resolve(config.root ?? process.cwd(), typeof config.envDir === 'string' ? config.envDir : '');
      realApi = Boolean(loadEnv(env.mode, envDir, 'VITE_').VITE_API_BASE_URL?.trim());
      return realApi ? { build: { copyPublicDir: false } } : undefined;
    },
    configResolved(resolved) {
      publicDir = resolved.publicDir;
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    writeBundle() {
      if (!realApi || !publicDir || !existsSync(publicDir)) return;
      cpSync(publicDir, outDir, {
        recursive: true,
        filter: (source) => !isDemoOnlyFile(relative(publicDir, source).split(sep).join('/')),
      });
    },
  };
}
