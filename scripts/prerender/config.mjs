// The build's configuration as the prerender sees it: the same .env files and variables as Vite.
import { availableParallelism } from 'node:os';
import { loadEnv } from 'vite';

/** Where a demo build (no VITE_SITE_URL) says it lives: `npm run preview`'s address. */
export const DEMO_SITE_URL = 'http://localhost:4173';

/** @param {string} [mode] */
export function loadBuildEnv(mode = 'production') {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim() || null;
  const configuredSite = env.VITE_SITE_URL?.trim().replace(/\/+$/, '') || null;
  return { apiBaseUrl, configuredSite, siteUrl: configuredSite ?? DEMO_SITE_URL, raw: env };
}

/** @param {string} name @param {string} value */
function assertHttpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got '${value}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got '${value}'.`);
}

/** Throws a message a person can act on when the configuration cannot make a site.
 * @param {{ apiBaseUrl: string | null; configuredSite: string | null }} env */
export function checkConfiguration({ apiBaseUrl, configuredSite }) {
  if (apiBaseUrl && !configuredSite) {
    throw new Error(
      'VITE_SITE_URL is required when VITE_API_BASE_URL is set: canonical links, the sitemap and the ' +
        'structured data name the public site (e.g. VITE_SITE_URL=https://www.example.co.id). See .env.example.',
    );
  }
  if (apiBaseUrl) assertHttpUrl('VITE_API_BASE_URL', apiBaseUrl);
  if (configuredSite) assertHttpUrl('VITE_SITE_URL', configuredSite);
}

/** @typedef {object} PrerenderLimits
 * @property {number} timeoutMs         one request's time limit
 * @property {number} retries           attempts after the first, for a timeout, a lost connection or a 5xx
 * @property {number} backoffMs         the pause before the first retry, doubled each time
 * @property {number} pageTimeoutMs     one page's time limit, its requests and retries included
 * @property {(pages: number) => number} deadlineMs  the whole prerender's, by the number of pages
 * @property {number} maxFailedDetails  the share of detail pages that may fail (0.1 is 10%) */

/** @param {Record<string, string | undefined>} env @param {string} name
 * @param {number} fallback
 * @param {{ min?: number }} [options] */
const number = (env, name, fallback, { min = 0 } = {}) => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number of at least ${min}, got '${raw}'.`);
  return value;
};

/** PRERENDER_TIMEOUT_MS, PRERENDER_DEADLINE_MS_PER_PAGE, PRERENDER_MAX_FAILED_DETAILS (docs/deploying.md).
 * @param {Record<string, string | undefined>} [env]
 * @returns {PrerenderLimits} */
export function prerenderLimits(env = process.env) {
  const timeoutMs = number(env, 'PRERENDER_TIMEOUT_MS', 20_000, { min: 1 });
  const perPage = number(env, 'PRERENDER_DEADLINE_MS_PER_PAGE', 1_000, { min: 1 });
  const retries = 2;
  const backoffMs = Math.min(1_000, timeoutMs / 4);
  return {
    timeoutMs,
    retries,
    backoffMs,
    // Up to three rounds of requests per page, each with its retries at worst.
    pageTimeoutMs: 3 * ((retries + 1) * timeoutMs + 3 * backoffMs),
    deadlineMs: (pages) => 60_000 + pages * perPage,
    maxFailedDetails: number(env, 'PRERENDER_MAX_FAILED_DETAILS', 10) / 100,
  };
}

/** PRERENDER_WORKERS, else one per core when the site is big enough (`auto`: run.mjs decides).
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ count: number, auto: boolean }} */
export function prerenderWorkers(env = process.env) {
  const count = number(env, 'PRERENDER_WORKERS', availableParallelism(), { min: 1 });
  if (!Number.isInteger(count)) throw new Error(`PRERENDER_WORKERS must be a whole number of at least 1, got '${env.PRERENDER_WORKERS?.trim()}'.`);
  return { count, auto: !env.PRERENDER_WORKERS?.trim() };
}
