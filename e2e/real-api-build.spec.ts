import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './support';

// What a build against a real API ships (E2E_API_DIST, made by `npm run build:api-test`): every
// file of the site that its code or pages name, and none of the demo API's.
const DIST = process.env.E2E_API_DIST ?? 'dist-api';

test.skip(!existsSync(DIST) && !process.env.CI, `no build for a real API in ${DIST} (npm run build:api-test)`);

const shipped = () =>
  readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, join(entry.parentPath, entry.name)).split('\\').join('/'));

test('a build for a real API ships every /site/ file its code and pages name, and nothing of the demo API', () => {
  const files = new Set(shipped());
  expect(files.has('mockServiceWorker.js')).toBe(false);
  expect([...files].filter((file) => file.startsWith('demo/'))).toEqual([]);

  const code = [...files].filter((file) => /\.(js|css)$/.test(file));
  const pages = [...files].filter((file) => file.endsWith('.html'));
  const named = new Set<string>();
  for (const file of [...code, ...pages]) {
    const text = readFileSync(join(DIST, file), 'utf8');
    for (const match of text.matchAll(/["'`(]\/(site\/[\w./-]+)/g)) named.add(match[1]!);
    // The app's own code never names a demo file; pages may show the API's media, wherever it serves them.
    if (!file.endsWith('.html')) expect(text, file).not.toMatch(/["'`]\/demo\//);
  }
  const withExtension = [...named].filter((path) => /\.\w+$/.test(path));
  // The about video's base name is completed with each format it comes in.
  const videos = [...named].filter((path) => !/\.\w+$/.test(path)).flatMap((base) => [`${base}.webm`, `${base}.mp4`]);
  expect(withExtension.length).toBeGreaterThan(10);
  expect([...withExtension, ...videos].filter((path) => !files.has(path))).toEqual([]);
});
