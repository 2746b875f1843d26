// The prerender against the demo API with the faults a real API has, with its limits shortened
// to milliseconds: the source server entry runs here as the built one runs in the build.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import type * as ReactDomServer from 'react-dom/server';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@mocks/api-url';
import { articles } from '@mocks/data/articles';
import { careers } from '@mocks/data/careers';
import { devices } from '@mocks/data/devices';
import { promotions } from '@mocks/data/promotions';
import { services } from '@mocks/data/services';
import { branches } from '@mocks/data/site';
import { server as demoApi } from '@mocks/node';
import * as entry from '@/entry-server';
import { adoptSiteUrl } from '@/lib/config';
import { adoptRenderClock } from '@/lib/render-clock';
import { everyModuleSplitOff, indexHtml, PRELOADS, writeClientBuild } from './client-build.test-helper';
import { prerender } from './run.mjs';

// Counted: how many times the pages' trees are rendered.
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomServer>();
  return { ...actual, renderToString: vi.fn(actual.renderToString) };
});

const SITE = 'http://localhost';

const limits = {
  timeoutMs: 150,
  retries: 2,
  backoffMs: 1,
  pageTimeoutMs: 30_000,
  deadlineMs: () => 60_000,
  maxFailedDetails: 0.1,
};

let dir: string;
let clientDir: string;
let outDir: string;
let lines: string[];

// The pages that must exist, as few as show each rule: home and one list; every detail listed.
const KEPT = new Set(['/', '/article']);
const server = {
  ...entry,
  prerenderPages: async () => {
    const list = await entry.prerenderPages();
    return { ...list, pages: list.pages.filter((page) => page.detail || KEPT.has(page.path)) };
  },
};

function run(overrides: Partial<typeof limits> = {}) {
  return prerender({
    server,
    clientDir,
    outDir,
    siteUrl: SITE,
    csp: "default-src 'self'",
    limits: { ...limits, ...overrides },
    log: (line: string) => void lines.push(line),
  });
}

const page = (path: string) => join(outDir, ...decodeURIComponent(path).split('/').filter(Boolean), 'index.html');
const published = () => existsSync(join(outDir, 'index.html')) && !existsSync(join(outDir, 'old.txt'));

// A small site: a record or two of each list, so a test renders ten pages, not seventy.
const DETAILS = 1 + 2 + 1 + 2 + 2;
function smallSite() {
  demoApi.use(
    http.get(api('/services'), () => HttpResponse.json(services.slice(0, 1))),
    http.get(api('/article'), () => HttpResponse.json({ articles: articles.slice(0, 2), meta: { nextPage: null } })),
    http.get(api('/promotion'), () =>
      HttpResponse.json({ data: { promotions: promotions.slice(0, 1), meta: { nextPage: null } } }),
    ),
    http.get(api('/medical-device'), () =>
      HttpResponse.json({ data: { medical_devices: devices.slice(0, 2), meta: { nextPage: null } } }),
    ),
    // One career: its detail and its application form.
    http.get(api('/career'), () => HttpResponse.json({ data: careers.slice(0, 1) })),
  );
}

/** A client build, as the prerender finds it after Vite (a published build moved the last one). */
const clientBuild = () => writeClientBuild(clientDir, { files: everyModuleSplitOff() });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  clientDir = join(dir, 'client');
  outDir = join(dir, 'dist');
  clientBuild();
  // The published site before this build.
  mkdirSync(outDir);
  writeFileSync(join(outDir, 'old.txt'), 'the site before');
  lines = [];
  smallSite();
});

afterEach(() => {
  entry.boundRequests(null);
  adoptRenderClock(null);
  adoptSiteUrl(null);
  rmSync(dir, { recursive: true, force: true });
});

const noDumps = () => {
  for (const line of lines) {
    expect(line).not.toMatch(/\n\s+at |\[object Object\]|^\s*\{/);
  }
};

// Renders whole pages with React's development build: seconds per test, more for the first.
describe('the prerender against an API that follows the contract', { timeout: 60_000 }, () => {
  it('writes every page when /seo has no record for most paths (404), and counts the heads that fell back', async () => {
    demoApi.use(http.get(api('/seo'), () => HttpResponse.json({ message: 'SEO tidak ditemukan.' }, { status: 404 })));
    const result = await run();
    expect(result).toMatchObject({ ok: true });
    expect(lines[0]).toMatch(/^Prerendered (\d+) of \1 pages/);
    expect(lines).toContainEqual(expect.stringMatching(/^Head from the record itself or the defaults on \d+ page\(s\): \d+ with no \/seo record, 0 where \/seo failed\.$/));
    const article = articles[0]!;
    const html = readFileSync(page(`/article/${article.article_slug}`), 'utf8');
    // The record's own title, as the browser shows it.
    expect(html).toContain(`<title data-prerendered>${article.article_title}`);
    expect(existsSync(join(outDir, 'old.txt'))).toBe(false);
    // Its boot loader fetches the files of its screen with the app's own.
    const pageFiles = (path: string) => /data-page="([^"]*)"/.exec(readFileSync(page(path), 'utf8'))?.[1]?.split(' ');
    expect(pageFiles('/')).toEqual(['/assets/image-i1.js', '/assets/home.route-m1.js']);
    expect(pageFiles(`/medical-device/${devices[0]!.slug}`)).toEqual(expect.arrayContaining(['/assets/device-detail.route-t1.js']));
    noDumps();
  });

  it('writes every page when /seo fails (500) for every path, with the heads that fall back', async () => {
    let calls = 0;
    demoApi.use(
      http.get(api('/seo'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const result = await run();
    expect(result.ok).toBe(true);
    const [, total] = lines[0]!.match(/^Prerendered (\d+) of \1 pages/) ?? [];
    expect(Number(total)).toBeGreaterThan(DETAILS);
    expect(lines).toContainEqual(`Head from the record itself or the defaults on ${total} page(s): 0 with no /seo record, ${total} where /seo failed.`);
    expect(lines).toContainEqual(expect.stringMatching(/^\/seo stopped answering during the build: \d+ of those page\(s\) did not ask it/));
    // Each path asked three times (two retries), until three paths in a row had failed: then
    // the pages already asking (four render at once) and none after them.
    expect(calls).toBeGreaterThanOrEqual(3 * 3);
    expect(calls).toBeLessThanOrEqual((3 + 4) * 3);
    noDumps();
  });

  it('writes every page when /seo never answers, and stops asking after three paths in a row', async () => {
    let calls = 0;
    demoApi.use(
      http.get(api('/seo'), async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const result = await run();
    expect(result.ok).toBe(true);
    const [, total] = lines[0]!.match(/^Prerendered (\d+) of \1 pages/) ?? [];
    expect(Number(total)).toBeGreaterThan(DETAILS);
    expect(lines).toContainEqual(`Head from the record itself or the defaults on ${total} page(s): 0 with no /seo record, ${total} where /seo failed.`);
    const [, notAsked] = lines.join('\n').match(/^\/seo stopped answering during the build: (\d+) of those page\(s\)/m) ?? [];
    expect(Number(notAsked)).toBeGreaterThanOrEqual(Number(total) - 4);
    // Every attempt of a look-up waits for its whole time limit: asked of every path, they
    // would cost each page that time three times over.
    expect(calls).toBeLessThanOrEqual((3 + 4) * 3);
    noDumps();
  });

  it('writes the page when /seo never answers for it', async () => {
    const article = `/article/${articles[0]!.article_slug}`;
    demoApi.use(
      http.get(api('/seo'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('url')?.endsWith(article)) await delay('infinite');
        return HttpResponse.json({ message: 'SEO tidak ditemukan.' }, { status: 404 });
      }),
    );
    const result = await run();
    expect(result.ok).toBe(true);
    expect(existsSync(page(article))).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/1 where \/seo failed\.$/));
  });

  it('skips a detail that never answers with one line naming the request, and publishes the rest', async () => {
    const slug = devices[0]!.slug;
    demoApi.use(http.get(api(`/medical-device/${slug}`), () => delay('infinite')));
    const result = await run({ maxFailedDetails: 0.5 });
    expect(result.ok).toBe(true);
    expect(existsSync(page(`/medical-device/${slug}`))).toBe(false);
    expect(lines).toContain('Skipped 1 (served by the shell, 200.html):');
    expect(lines).toContainEqual(
      `  /medical-device/${slug}: GET ${SITE}/api/medical-device/${slug}: no answer within 150 ms (3 attempts)`,
    );
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`/medical-device/${slug}<`);
    expect(sitemap).toContain(`/medical-device/${devices[1]!.slug}<`);
    noDumps();
  });

  it('abandons a render that does not settle within its time, naming the page', async () => {
    const slug = devices[0]!.slug;
    demoApi.use(http.get(api(`/medical-device/${slug}`), () => delay('infinite')));
    const result = await run({ timeoutMs: 60_000, pageTimeoutMs: 3_000, maxFailedDetails: 0.5 });
    expect(result.ok).toBe(true);
    expect(lines).toContainEqual(`  /medical-device/${slug}: abandoned: still rendering at the page's time limit (3 s)`);
  });

  it('fails without touching the published site when a list answers 500, in one line', async () => {
    demoApi.use(http.get(api('/promotion'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const result = await run();
    expect(result).toEqual({
      ok: false,
      reason: `the API at ${SITE}/api could not be read: GET ${SITE}/api/promotion?search=&page=1&pagination=100: 500 (3 attempts)`,
    });
    expect(readFileSync(join(outDir, 'old.txt'), 'utf8')).toBe('the site before');
    expect(published()).toBe(false);
  });

  it('fails in one line, before asking the API and writing anything, when index.html and the manifest disagree', async () => {
    writeClientBuild(clientDir, { html: indexHtml(PRELOADS.slice(1)) });
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => void asked.push(request.url);
    demoApi.events.on('request:start', listener);
    const result = await run();
    demoApi.events.removeListener('request:start', listener);
    expect(result).toEqual({
      ok: false,
      reason: 'index.html and dist-build/manifest.json disagree: the manifest\'s preload /assets/rolldown-runtime-r1.js has no <link rel="modulepreload"> in index.html',
    });
    expect(asked).toEqual([]);
    expect(existsSync(join(clientDir, '200.html'))).toBe(false);
    expect(readFileSync(join(outDir, 'old.txt'), 'utf8')).toBe('the site before');
  });

  it("asks for the frame's data (contact, services, branches) once a build, and a failed call again on each page", async () => {
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    demoApi.events.on('request:start', listener);
    // The contact call fails once, then answers: the build's own call fails, each page's succeeds.
    let contactCalls = 0;
    demoApi.use(
      http.get(api('/contact'), () => {
        contactCalls += 1;
        return contactCalls === 1 ? HttpResponse.json({ message: 'bad request' }, { status: 400 }) : undefined;
      }),
    );
    const result = await run();
    demoApi.events.removeListener('request:start', listener);
    expect(result).toMatchObject({ ok: true });
    expect(lines[0]).toMatch(new RegExp(`^Prerendered ${DETAILS + KEPT.size} of ${DETAILS + KEPT.size} pages`));
    const count = (path: string) => asked.filter((pathname) => pathname === `/api${path}`).length;
    // Once for the build (the services list is also the list the build reads its pages from).
    expect(count('/branch')).toBe(1);
    expect(count('/services')).toBe(2);
    // Once for the build, then once a page.
    expect(count('/contact')).toBe(1 + DETAILS + KEPT.size);
    const footer = readFileSync(page('/'), 'utf8');
    expect(footer).toContain(branches[0]!.title);
  });

  it('renders each page once: every call its first view needs, the head\'s /seo look-up included, is made before it renders', async () => {
    const renders = vi.mocked(renderToString);
    const before = renders.mock.calls.length;
    const result = await run();
    expect(result).toMatchObject({ ok: true });
    expect(renders.mock.calls.length - before).toBe(DETAILS + KEPT.size);
  });

  it('renders pages side by side, each with its own answers only, while one of them waits', async () => {
    const [slow, quick] = articles.slice(0, 2).map((article) => article.article_slug);
    demoApi.use(
      http.get(api('/article/:slug'), async ({ params }) => {
        if (params.slug === slow) await delay(100);
        return undefined;
      }),
    );
    const result = await run();
    expect(result).toMatchObject({ ok: true });
    for (const [slug, other] of [
      [slow, quick],
      [quick, slow],
    ]) {
      const html = readFileSync(page(`/article/${slug}`), 'utf8');
      const state = JSON.parse(/id="prerender-state">([^<]*)<\/script>/.exec(html)![1]!) as { queries: { queries: { queryKey: unknown[] }[] } };
      const keys = state.queries.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys).toEqual(expect.arrayContaining([JSON.stringify(['articles', 'detail', slug]), JSON.stringify(['comments', slug])]));
      expect(keys.filter((key) => key.includes(JSON.stringify(other)))).toEqual([]);
      expect(html).toContain(`<title data-prerendered>${articles.find((article) => article.article_slug === slug)!.article_title}`);
    }
  });

  it("fails without touching the published site when a page that must exist fails on its own record (a list's first page)", async () => {
    // The list as the page shows it fails; the build's own reading of it (in pages of 100) answers.
    demoApi.use(
      http.get(api('/article'), ({ request }) =>
        new URL(request.url).searchParams.get('pagination') === '100' ? undefined : HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const result = await run();
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason).toMatch(new RegExp(`^/article could not be prerendered \\(GET ${SITE}/api/article\\?\\S+: 503 \\(3 attempts\\)\\)$`));
    expect(readFileSync(join(outDir, 'old.txt'), 'utf8')).toBe('the site before');
    expect(lines[0]).toMatch(/nothing was published\.$/);
  });

  it("writes every page when the secondary calls fail (comments, popular articles, a service's FAQ, banners, why-us), and names each empty section in one line", async () => {
    const down = () => HttpResponse.json({ message: 'down' }, { status: 500 });
    demoApi.use(
      http.get(api('/comment/:slug'), down),
      http.get(api('/article/popular'), down),
      http.get(api('/faq/service/:slug'), down),
      http.get(api('/banners'), down),
      http.get(api('/why-us'), down),
    );
    const result = await run();
    expect(result).toMatchObject({ ok: true });
    expect(lines[0]).toMatch(new RegExp(`^Prerendered ${DETAILS + KEPT.size} of ${DETAILS + KEPT.size} pages`));
    expect(lines).toContainEqual(
      'Sections left empty in the HTML (a call failed; the browser asks again): articles popular on 1 page(s), comments on 2 page(s), ' +
        'faq service on 1 page(s), site banners on 1 page(s), site why-us on 2 page(s).',
    );
    const article = articles[0]!;
    const html = readFileSync(page(`/article/${article.article_slug}`), 'utf8');
    expect(html).toContain(`<title data-prerendered>${article.article_title}`);
    // The failed call travels as an error, so the browser renders the same empty section first
    // and asks again when it mounts; the record itself as data.
    const state = JSON.parse(/id="prerender-state">([^<]*)<\/script>/.exec(html)![1]!) as {
      queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    };
    const status = (key: unknown[]) => state.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.status;
    expect(status(['comments', article.article_slug])).toBe('error');
    expect(status(['articles', 'detail', article.article_slug])).toBe('success');
    noDumps();
  });

  it('writes an article whose comments answer 404 (a new article), its comments empty', async () => {
    const slug = articles[0]!.article_slug;
    demoApi.use(
      http.get(api('/comment/:slug'), ({ params }) =>
        params.slug === slug ? HttpResponse.json({ message: 'Artikel tidak ditemukan.' }, { status: 404 }) : undefined,
      ),
    );
    const result = await run();
    expect(result).toMatchObject({ ok: true });
    expect(existsSync(page(`/article/${slug}`))).toBe(true);
    expect(lines).toContainEqual('Sections left empty in the HTML (a call failed; the browser asks again): comments on 1 page(s).');
  });

  it('fails when more detail pages fail than the threshold allows, and publishes when they stay within it', async () => {
    const failing = articles.slice(0, 2).map((article) => article.article_slug);
    demoApi.use(
      http.get(api('/article/:slug'), ({ params }) =>
        failing.includes(String(params.slug)) ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    // 2 of 8 details: above 10%.
    const refused = await run();
    expect(refused.ok === false && refused.reason).toBe(
      `2 of ${DETAILS} detail pages could not be prerendered, more than the 10% allowed (PRERENDER_MAX_FAILED_DETAILS)`,
    );
    expect(readFileSync(join(outDir, 'old.txt'), 'utf8')).toBe('the site before');

    lines = [];
    clientBuild();
    const allowed = await run({ maxFailedDetails: 0.25 });
    expect(allowed.ok).toBe(true);
    expect(lines).toContain('Skipped 2 (served by the shell, 200.html):');
  });

  it('passes over hostile slugs with one line each, writes nothing outside the site, and publishes the rest', async () => {
    const [first] = articles;
    const hostile = ['../../x', '', 'a%2Fb', 'x'.repeat(300)];
    demoApi.use(
      http.get(api('/article'), () =>
        HttpResponse.json({
          articles: [first, ...hostile.map((slug) => ({ ...first!, article_slug: slug }))],
          meta: { nextPage: null },
        }),
      ),
    );
    const result = await run();
    expect(result.ok).toBe(true);
    expect(lines).toContain('Passed over 4:');
    expect(lines).toContain('  /article: slug "../../x" passed over (a separator or control character)');
    expect(existsSync(join(dir, 'x'))).toBe(false);
    expect(existsSync(page('/article'))).toBe(true);
    // The list page is its own, not overwritten by an empty slug's detail.
    expect(readFileSync(page('/article'), 'utf8')).toContain('"path":"/article"');
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>http:\/\/localhost\/article<\/loc>/g)).toHaveLength(1);
  });

  it('gives a page one address: its file, canonical URL, sitemap entry, structured data and the links to it', async () => {
    const slug = 'diskon 50% café';
    const encoded = '/article/diskon%2050%25%20caf%C3%A9';
    const [first] = articles;
    const record = { ...first!, article_slug: slug };
    demoApi.use(
      http.get(api('/article'), () => HttpResponse.json({ articles: [record], meta: { nextPage: null } })),
      http.get(api('/article/popular'), () => HttpResponse.json([record])),
      http.get(api('/article/:slug'), ({ params }) =>
        params.slug === slug ? HttpResponse.json({ article: record, related_article: [] }) : undefined,
      ),
    );
    const result = await run();
    expect(result.ok).toBe(true);
    // The file where a static host looks after decoding the request once.
    const html = readFileSync(join(outDir, 'article', slug, 'index.html'), 'utf8');
    expect(html).toContain(`<link data-prerendered rel="canonical" href="${SITE}${encoded}"/>`);
    expect(html).toContain(`"mainEntityOfPage":"${SITE}${encoded}"`);
    expect(html).toContain(`"item":"${SITE}${encoded}"`);
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain(`<loc>${SITE}${encoded}</loc>`);
    expect(readFileSync(page('/article'), 'utf8')).toContain(`href="${encoded}"`);
  });

  it('abandons what is still rendering at its deadline and starts nothing after it; a page that must exist missing fails the build', async () => {
    // Every page waits for the footer's contact, which never comes within the deadline.
    demoApi.use(http.get(api('/contact'), () => delay('infinite')));
    const result = await run({ timeoutMs: 60_000, deadlineMs: () => 200 });
    expect(result.ok === false && result.reason).toMatch(
      /^\/ could not be prerendered \(abandoned: still rendering at the prerender's deadline \(200 ms\)\) and 1 more page\(s\) that must exist$/,
    );
    expect(lines).toContainEqual(expect.stringMatching(/: not rendered: the prerender's deadline \(200 ms\) had passed$/));
    expect(readFileSync(join(outDir, 'old.txt'), 'utf8')).toBe('the site before');
  });
});
