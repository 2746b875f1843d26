// `npm run deploy` against the demo data: the two builds are whole `npm run build`s (a minute
// or more each on a busy machine), shared by the tests that follow them in this file; the
// later deploys that only count releases build by copying the last release.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '@mocks/data/articles';
import { scaledRecords } from '@mocks/scale';
import { deploy, npmBuild, rollback } from './deploy.mjs';
import { LOCKED_EXIT, takeLock } from './deploy-lock.mjs';
import { currentRelease, diskUse, listReleases, readNote, shareUnchanged } from './deploy-releases.mjs';

let dir: string;
const lines: string[] = [];
const log = (line: string) => void lines.push(line);
const summary = () => lines.at(-1) ?? '';
const current = () => join(dir, readlinkSync(join(dir, 'current')));
const releaseDir = (id: string) => join(dir, 'releases', id);
const articlePage = (root: string, slug: string) => join(root, 'article', slug, 'index.html');

// The build's environment as an operator's shell has it: the demo API, and none of the test
// runner's variables (its NODE_ENV=test makes Vite build React's development JSX).
const baseEnv = Object.fromEntries(
  Object.entries({ ...process.env, VITE_API_BASE_URL: '', VITE_SITE_URL: '', DEMO_RECORDS: '' }).filter(
    ([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST',
  ),
);
const newArticle = scaledRecords(articles.length + 1).articles[0]!;

let first: string;
let second: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run deploy -- --to DIR', { timeout: 600_000 }, () => {
  it('builds the first release and points current at it', async () => {
    const code = await deploy({ dir, log, build: (target) => npmBuild(target, baseEnv) });
    expect(code).toBe(0);
    first = currentRelease(dir)!;
    expect(readlinkSync(join(dir, 'current'))).toBe(join('releases', first));
    expect(listReleases(dir)).toEqual([first]);
    expect(existsSync(join(current(), '200.html'))).toBe(true);
    expect(existsSync(articlePage(current(), articles[0]!.article_slug))).toBe(true);
    expect(existsSync(articlePage(current(), newArticle.article_slug))).toBe(false);
    expect(summary()).toMatch(new RegExp(`^deploy ok: release ${first}, (\\d+) pages written, 0 skipped, 0 passed over, 0 unchanged file\\(s\\) shared, 0 file\\(s\\) kept from 0 release\\(s\\), first release, 1 release\\(s\\) in [\\d.]+ MiB, [\\d.]+ s \\(was none\\)$`));
    // The release's files are not served from the build's folder: nothing of it is left there.
    expect(readdirSync(join(dir, 'releases')).sort()).toEqual([first, `${first}.json`]);
  });

  it('a second deploy with a new record publishes its page, moves current, keeps the first release\'s files and reloads the server for its new policy', async () => {
    const reloads = join(dir, 'reloads.log');
    const code = await deploy({
      dir,
      log,
      reload: `echo reloaded >> '${reloads}'`,
      build: (target) =>
        npmBuild(target, {
          ...baseEnv,
          DEMO_RECORDS: String(articles.length + 1),
          // Other hashed files (the number is in the app's code) and another policy.
          VITE_WHATSAPP_NUMBER: '6281200000000',
          VITE_MEDIA_ORIGINS: 'https://media.example.id',
        }),
    });
    expect(code).toBe(0);
    second = currentRelease(dir)!;
    expect(second).not.toBe(first);
    expect(listReleases(dir)).toEqual([first, second]);
    expect(readFileSync(articlePage(current(), newArticle.article_slug), 'utf8')).toContain(`<title data-prerendered>${newArticle.article_title}`);
    // The first release still serves what it served.
    expect(existsSync(articlePage(releaseDir(first), newArticle.article_slug))).toBe(false);
    expect(readFileSync(reloads, 'utf8')).toBe('reloaded\n');
    expect(summary()).toMatch(new RegExp(`^deploy ok: release ${second}, \\d+ pages written, 0 skipped, 0 passed over, [1-9]\\d* unchanged file\\(s\\) shared, [1-9]\\d* file\\(s\\) kept from 1 release\\(s\\), server reloaded, 2 release\\(s\\) in [\\d.]+ MiB, [\\d.]+ s \\(was ${first}\\)$`));
  });

  it("serves the first release's hashed files from the second, as the same files (hard links)", () => {
    const firstOwn = readNote(dir, first)!.ownAssets;
    const secondOwn = new Set(readNote(dir, second)!.ownAssets);
    const onlyFirst = firstOwn.filter((file) => !secondOwn.has(file));
    // The builds differ: some of the first's lazy chunks are not the second's.
    expect(onlyFirst.length).toBeGreaterThan(0);
    expect(onlyFirst.some((file) => /\.route-[\w-]+\.js$/.test(file))).toBe(true);
    for (const file of onlyFirst) {
      expect(readFileSync(join(current(), file))).toEqual(readFileSync(join(releaseDir(first), file)));
    }
  });

  it('rolls back to the first release, which then holds the second\'s files, and says which', async () => {
    const code = await rollback({ dir, log });
    expect(code).toBe(0);
    expect(currentRelease(dir)).toBe(first);
    for (const file of readNote(dir, second)!.ownAssets) expect(existsSync(join(current(), file))).toBe(true);
    expect(summary()).toMatch(new RegExp(`^rollback ok: current now serves release ${first} \\(\\d+ pages\\) instead of ${second}, [1-9]\\d* file\\(s\\) kept from it, headers changed, server not reloaded, [\\d.]+ s$`));
    expect(lines).toContainEqual('The headers changed and DEPLOY_RELOAD is not set: reload the server so that it sends the new policy.');
    // Forward again, for the tests below.
    expect(await rollback({ dir, log })).toBe(1);
    expect(summary()).toBe(`rollback failed: no release before ${first}; current left as it was`);
  });

  it('a failed build exits non-zero and leaves current as it was, with no release left behind', async () => {
    const before = listReleases(dir);
    const code = await deploy({ dir, log, build: (target) => npmBuild(target, { ...baseEnv, PRERENDER_TIMEOUT_MS: 'soon' }) });
    expect(code).not.toBe(0);
    expect(currentRelease(dir)).toBe(first);
    expect(listReleases(dir)).toEqual(before);
    expect(summary()).toMatch(new RegExp(`^deploy failed: release \\S+, the build exited ${code} after [\\d.]+ s; current still serves ${first}$`));
  });

  it('one deploy at a time: a second one exits with a line naming the one that runs', async () => {
    const release = await takeLock(dir, { log });
    try {
      const code = await deploy({ dir, log, build: () => Promise.reject(new Error('must not build')) });
      expect(code).toBe(LOCKED_EXIT);
      expect(summary()).toBe(
        `deploy skipped: Another deploy holds ${join(dir, 'deploy.lock')} (pid ${process.pid} on ${readFileSync(join(dir, 'deploy.lock'), 'utf8').split(' ')[1]}, since ${readFileSync(join(dir, 'deploy.lock'), 'utf8').trim().split(' ')[2]}): this one did nothing.`,
      );
    } finally {
      await release();
    }
    expect(currentRelease(dir)).toBe(first);
  });

  it('keeps the last 5 releases', async () => {
    // Builds that copy the second release and add a file of their own.
    const made: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const code = await deploy({
        dir,
        log,
        build: async ({ out, report }) => {
          cpSync(releaseDir(second), out, { recursive: true });
          writeFileSync(join(out, 'assets', `copy-${n}.js`), `/* ${n} */`);
          writeFileSync(report, JSON.stringify({ written: 1, skipped: 0, passedOver: 0, sections: [] }));
          return 0;
        },
      });
      expect(code).toBe(0);
      made.push(currentRelease(dir)!);
    }
    expect(listReleases(dir)).toEqual(made);
    expect(existsSync(releaseDir(first))).toBe(false);
    expect(existsSync(join(dir, 'releases', `${first}.json`))).toBe(false);
    expect(lines).toContainEqual(`Removed 1 old release(s): ${first}.`);
    // The newest holds the files of the four before it.
    for (let n = 1; n <= 5; n += 1) expect(existsSync(join(current(), 'assets', `copy-${n}.js`))).toBe(true);
    // Each copy shares what it has alike with the release before: five cost little more than one.
    expect(summary()).toMatch(/, [1-9]\d* unchanged file\(s\) shared, /);
    const one = (await diskUse(current())).apparent;
    expect((await diskUse(join(dir, 'releases'))).unique).toBeLessThan(one * 1.1);
  });
});

describe('a release shares with the one before it what it holds alike', () => {
  const page = (renderedAt: number, fetchedAt: number, title = 'Artikel') =>
    `<!doctype html><title>${title}</title><script type="application/json" id="prerender-state">` +
    `{"path":"/article","renderedAt":${renderedAt},"queries":{"queries":[{"dehydratedAt":${renderedAt + 5},"state":{"dataUpdatedAt":${fetchedAt},"errorUpdatedAt":0}}]}}</script>`;
  const inode = (root: string, file: string) => statSync(join(root, 'releases', file)).ino;

  it('links a page that differs only in the build time and fetch times, and a file alike; keeps what changed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'share-'));
    try {
      const files = {
        old: { 'article/index.html': page(1796175113437, 1796175112001), 'faq/index.html': page(1796175113437, 1796175112001, 'FAQ'), 'site/logo.svg': '<svg/>', 'robots.txt': 'a' },
        new: { 'article/index.html': page(1796176000000, 1796175999999), 'faq/index.html': page(1796176000000, 1796175999999, 'FAQ baru'), 'site/logo.svg': '<svg/>', 'robots.txt': 'b' },
      };
      for (const [id, release] of Object.entries(files)) {
        for (const [file, text] of Object.entries(release)) {
          mkdirSync(join(root, 'releases', id, file, '..'), { recursive: true });
          writeFileSync(join(root, 'releases', id, file), text);
        }
      }
      expect(await shareUnchanged(root, 'old', 'new')).toBe(2);
      expect(inode(root, 'new/article/index.html')).toBe(inode(root, 'old/article/index.html'));
      expect(inode(root, 'new/site/logo.svg')).toBe(inode(root, 'old/site/logo.svg'));
      expect(readFileSync(join(root, 'releases', 'new', 'faq', 'index.html'), 'utf8')).toContain('FAQ baru');
      expect(readFileSync(join(root, 'releases', 'new', 'robots.txt'), 'utf8')).toBe('b');
      expect(await shareUnchanged(root, 'old', 'new')).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
