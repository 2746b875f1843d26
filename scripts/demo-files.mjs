import { cpSync, existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { loadEnv } from 'vite';

// What public/ holds for the demo API alone (public/demo and MSW's service worker); the site's
// own files go with every build.
const DEMO_ONLY = ['demo', 'mockServiceWorker.js'];

/** @param {string} path @returns {boolean} */
export function isDemoOnlyFile(path) {
  const [first] = path.split(/[\\/]/).filter((part) => part && part !== '.');
  return first !== undefined && DEMO_ONLY.includes(first);
}

/** A build against a real API ships none of the demo's files; a demo build copies public/ whole,
 * since its data names /demo/… on the site's own origin.
 * @returns {import('vite').Plugin} */
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
