// Runs Lighthouse (pinned, through npx, so it is not part of every install) on a phone profile
// with simulated throttling, and reads the figures the benchmark reports.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const run = promisify(execFile);

/** The path of the pinned Lighthouse CLI; npx resolves it once, not for every run. */
export async function lighthouseBin() {
  const { stdout } = await run('npx', ['--yes', '-p', LIGHTHOUSE, '-c', 'command -v lighthouse'], { env: process.env });
  const bin = stdout.trim().split('\n').pop();
  if (!bin) throw new Error(`npx could not provide ${LIGHTHOUSE}`);
  return bin;
}

/**
 * One Lighthouse run of a URL: the performance, SEO and best-practices scores (0-100), LCP, FCP
 * and TBT in ms, CLS, and the SEO audits the page failed. The two further categories add a few
 * audits of the same page load, not another load.
 */
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
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (category) => (lhr.categories[category] ? Math.round((lhr.categories[category].score ?? 0) * 100) : Number.NaN);
  const seoFailures = (lhr.categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
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

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs of one page. */
export function medians(runs) {
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
