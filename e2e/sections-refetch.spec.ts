import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist } from '../scripts/serve-dist.mjs';
import type { Browser } from '@playwright/test';
import { appReady, expect, test } from './support';

// The production build's prerender run again, on a client build of its own, with two secondary
// calls failing (the demo API's DEMO_FAILING): each page is still written, its section empty, and
// the browser asks again once the page has hydrated, where the call answers.
const SSR = 'dist-build/ssr';
const PORT = Number(process.env.E2E_SECTIONS_PORT ?? 5420);
const SLUG = 'cara-merawat-lansia-dengan-demensia-di-rumah';
// The article's first comment in the demo data (mocks/data/comments.ts).
const COMMENT = 'Ibu saya baru didiagnosis demensia, tips label di pintu sangat membantu. Terima kasih!';

test.skip(!existsSync(join(SSR, 'entry-server.js')) && !process.env.CI, `no server build in ${SSR} (npm run build)`);

/** Resolves with what the command printed, or rejects with it. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });

let dir: string;
let summary = '';
let site: Awaited<ReturnType<typeof serveDist>>;

test.beforeAll(async () => {
  // It builds the client: the time of a build.
  test.setTimeout(300_000);
  dir = mkdtempSync(join(tmpdir(), 'sections-'));
  const client = join(dir, 'build', 'client');
  await run('npx', ['vite', 'build', '--outDir', client, '--logLevel', 'warn']);
  const prerender = ['scripts/prerender.mjs', '--client', client, '--ssr', SSR, '--out', join(dir, 'site')];
  summary = await run(process.execPath, prerender, { ...process.env, DEMO_FAILING: '/comment/:slug /article/popular' });
  site = await serveDist({ dir: join(dir, 'site'), port: PORT });
});

test.afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the build names the sections it left empty', () => {
  expect(summary).toMatch(/^Sections left empty in the HTML \(a call failed; the browser asks again\): articles popular on 1 page\(s\), comments on \d+ page\(s\)\.$/m);
});

/** The page as built: what a visitor sees before the app runs, or without it. */
async function asBuilt(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}${path}`);
  return { page, close: () => context.close() };
}

test('an article whose comments failed at build time shows them once the page has hydrated', async ({ page, browser }) => {
  const built = await asBuilt(browser, `/article/${SLUG}`);
  await expect(built.page.getByRole('heading', { level: 1, name: 'Cara Merawat Lansia dengan Demensia di Rumah' })).toBeVisible();
  await expect(built.page.getByText(COMMENT)).toHaveCount(0);
  await built.close();

  await page.goto(`${site.origin}/article/${SLUG}`);
  await appReady(page);
  await expect(page.getByRole('list', { name: 'Daftar komentar' }).getByText(COMMENT)).toBeVisible();
});

test("the article list whose popular articles failed shows 'Artikel Populer' once the page has hydrated", async ({ page, browser }) => {
  const built = await asBuilt(browser, '/article');
  await expect(built.page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible();
  await expect(built.page.getByRole('region', { name: 'Artikel Populer' })).toHaveCount(0);
  await built.close();

  await page.goto(`${site.origin}/article`);
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Artikel Populer' })).toBeVisible();
});
