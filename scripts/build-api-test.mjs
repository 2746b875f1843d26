#!/usr/bin/env node
// The build for a real HTTP API on this machine that e2e/send-flow.spec.ts needs, into
// $E2E_API_DIST (default dist-api); the demo API answers it while it prerenders.
// Usage: E2E_API_PORT=5410 node scripts/build-api-test.mjs
import { spawn } from 'node:child_process';
import { startDemoApi } from './demo-api.mjs';

const port = Number(process.env.E2E_API_PORT || 5410);
const out = process.env.E2E_API_DIST || 'dist-api';
const origin = `http://127.0.0.1:${port}`;
const env = { ...process.env, VITE_API_BASE_URL: `${origin}/api`, VITE_SITE_URL: origin };

/** Not spawnSync: the demo API answers the build from this process, which must stay free.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>} */
const run = (command, args) =>
  new Promise((resolve) => spawn(command, args, { stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1)));

const api = await startDemoApi({ port });
let status = 0;
try {
  for (const args of [
    ['vite', 'build', '--outDir', 'dist-build-api/client', '--logLevel', 'warn'],
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-build-api/ssr', '--logLevel', 'warn'],
  ]) {
    status = await run('npx', args);
    if (status !== 0) break;
  }
  if (status === 0) {
    const prerender = ['scripts/prerender.mjs', '--client', 'dist-build-api/client', '--ssr', 'dist-build-api/ssr', '--out', out];
    status = await run(process.execPath, prerender);
  }
} finally {
  await api.close();
}
process.exit(status);
