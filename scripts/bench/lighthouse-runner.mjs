// Runs Lighthouse (pinned, through npx, so it is not part of every install) on a phone profile
// with simulated throttling, and reads the figures the benchmark reports.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JS_FLAGS } from './v8-flags.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The Chromium the benchmarks measure in: Debian's, or the one CHROME_PATH names. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// With V8's flags of scripts/bench/v8-flags.mjs: no parse again for DevTools' stack traces.
const CHROME_FLAGS = `--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run ${JS_FLAGS}`;
const run = promisify(execFile);

/** @typedef {object} LighthouseReport
 * @property {{ code: string; message: string }} [runtimeError]
 * @property {Record<string, LighthouseAudit | undefined>} audits
 * @property {Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>} categories */

/** @typedef {object} LighthouseAudit @property {number} [numericValue] @property {number | null} score
 * @property {{ items?: { items?: { node?: { snippet?: string } }[] }[] }} [details] */

/** @typedef {Awaited<ReturnType<typeof measure>>} Measure One run's figures. */

/** The path of the pinned Lighthouse CLI; npx resolves it once, not for every run. */
export async function lighthouseBin() {
  const { stdout } = await run('npx', ['--yes', '-p', LIGHTHOUSE, '-c', 'command -v lighthouse'], { env: process.env });
  const bin = stdout.trim().split('\n').pop();
  if (!bin) throw new Error(`npx could not provide ${LIGHTHOUSE}`);
  return bin;
}

/** One Lighthouse run of a URL: scores, LCP, FCP, TBT, CLS and the SEO audits it failed.
 * @param {string} bin
 * @param {string} url */
export async function measure(bin, url) {
  const { stdout } = await run(
    bin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,seo,best-practices',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  /** @type {LighthouseReport} */
  const lhr = JSON.parse(stdout);
  await keepReport(url, stdout);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (/** @type {string} */ category) => (lhr.categories[category] ? Math.round((lhr.categories[category].score ?? 0) * 100) : Number.NaN);
  // A failed audit has a score below 1; one with no score (null) or not in the report has not failed.
  const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit !== undefined && audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    seoFailures,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

/** The median of at least one value. @param {number[]} values @returns {number} */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** @param {Measure[]} runs */
export function medians(runs) {
  /** @param {'performance' | 'seo' | 'bestPractices' | 'lcp' | 'fcp' | 'tbt' | 'cls'} key */
  const of = (key) => median(runs.map((result) => result[key]));
  return {
    performance: of('performance'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** With LIGHTHOUSE_REPORTS set to a folder, each run's full JSON report is kept there.
 * @param {string} url
 * @param {string} json */
async function keepReport(url, json) {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  await writeFile(join(folder, `${name}-${Date.now()}.json`), json);
}
