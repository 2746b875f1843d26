// The Mozilla HTTP Observatory's grade (@mdn/mdn-http-observatory 1.4.8's algorithm), computed on
// what a local server answers; each test follows its namesake in that package's src/analyzer/tests/.
// Why not the package itself, and where this is simpler: docs/serving.md.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { JSDOM } from 'jsdom';

/** @typedef {{ url: URL; status: number; headers: Record<string, string | string[] | undefined>; body: string; verified: boolean }} Answer */

// The answer over HTTPS, plain HTTP's redirects (null where it does not connect), a CORS preflight.
/** @typedef {{ https: Answer | null; httpRoute: { url: URL; status: number }[] | null; cors: Answer | null }} Retrieved */

/** @typedef {{ result: string; modifier: number; pass: boolean }} TestResult */

// Each result's score modifier (src/grader/charts.js, SCORE_TABLE), for the results graded here.
const MODIFIERS = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-not-found': 0,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'html-not-parseable': -20,
};

const GRADES = /** @type {[number, string][]} */ ([
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]);
// Extra credit (positive modifiers) counts only where the score without it is an A already.
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS = 15552000;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';
const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);
const DUPLICATES = Symbol('duplicate directives');

/** @param {Answer | null} answer @param {string} name @returns {string[]} */
const headerValues = (answer, name) => {
  const value = answer?.headers[name];
  return value === undefined ? [] : [value].flat();
};
const firstHeader = (/** @type {Answer | null} */ answer, /** @type {string} */ name) => headerValues(answer, name)[0] ?? null;

/** Policies merged as src/analyzer/cspParser.js does: the first policy's sources, narrowed by the
 * later ones. Throws on an unparseable policy or a repeated directive.
 * @param {string[]} policies
 * @returns {Map<string | symbol, Set<string>>} */
function parseCsp(policies) {
  const clean = policies.map((policy) => policy.replaceAll(/[\r\n]/g, '').trim());
  if (clean.length === 0) return new Map();
  for (const policy of clean) if (!policy || policy.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${policy}`);
  /** @type {Map<string, { source: string; index: number; keep: boolean }[]>} */
  const csp = new Map();
  const duplicates = new Set();
  const compare = Intl.Collator('en').compare;
  for (const [index, policy] of clean.entries()) {
    const seen = new Set();
    for (const [name, ...values] of policy.split(';').map((entry) => entry.trim().split(/\s+/))) {
      if (!name) continue;
      const directive = name.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATES.has(directive)) throw new Error(`Duplicate directive ${directive}`);
        duplicates.add(directive);
      }
      seen.add(directive);
      const keep = index === 0;
      const sources = values.length
        ? values.map((raw) => ({ source: raw.trim().toLocaleLowerCase(), index, keep }))
        : directive.endsWith('-src')
          ? [{ source: "'none'", index, keep }]
          : [];
      const combined = index === 0 ? [...sources] : [...(csp.get(directive) ?? []), ...sources];
      combined.sort((a, b) => compare(a.source, b.source));
      for (let at = 1; at < combined.length; at++) {
        const source = /** @type {{ source: string; index: number; keep: boolean }} */ (combined[at]);
        const previous = /** @type {{ source: string; index: number; keep: boolean }} */ (combined[at - 1]);
        if (source.index === previous.index && source.source.startsWith(previous.source)) source.keep = false;
        if (source.index !== previous.index && pathPartMatch(previous.source, source.source)) source.keep = true;
      }
      csp.set(directive, combined.filter((source) => source.keep));
      if (index === 0 && policies.length > 1) for (const source of csp.get(directive) ?? []) source.keep = false;
    }
  }
  /** @type {Map<string | symbol, Set<string>>} */
  const merged = new Map([...csp].map(([directive, sources]) => [directive, sources.length ? new Set(sources.map((s) => s.source)) : new Set(["'none'"])]));
  if (duplicates.size) merged.set(DUPLICATES, duplicates);
  return merged;
}

/** @param {string} a @param {string} b */
function pathPartMatch(a, b) {
  if (a.length === 0) return true;
  if (a === '/' && b.length === 0) return true;
  const exact = !a.endsWith('/');
  const partsA = a.split('/');
  const partsB = b.split('/');
  if (partsA.length > partsB.length) return false;
  if (exact && partsA.length !== partsB.length) return false;
  if (!exact) partsA.pop();
  return partsA.every((piece, at) => decodeURIComponent(piece) === decodeURIComponent(/** @type {string} */ (partsB[at])));
}

/** The <meta> equivalents the Observatory reads from a page: its policies and its referrer.
 * @param {Answer | null} answer
 * @returns {{ csp: string[]; referrer: string[] }} */
function httpEquiv(answer) {
  const equiv = { csp: /** @type {string[]} */ ([]), referrer: /** @type {string[]} */ ([]) };
  if (!answer || !isHtml(answer) || !answer.body) return equiv;
  for (const meta of new JSDOM(answer.body).window.document.querySelectorAll('meta')) {
    const content = meta.getAttribute('content');
    if (meta.hasAttribute('http-equiv') && content) {
      if (meta.getAttribute('http-equiv')?.toLowerCase().trim() === 'content-security-policy') equiv.csp.push(content);
    } else if (meta.getAttribute('name')?.toLowerCase().trim() === 'referrer' && content) {
      equiv.referrer = [content];
    }
  }
  return equiv;
}

const isHtml = (/** @type {Answer} */ answer) => HTML_TYPES.has((firstHeader(answer, 'content-type') ?? '').split(';')[0] ?? '');

/** @param {Answer | null} answer @returns {{ result: string; pass: boolean; frameAncestors: boolean }} */
function contentSecurityPolicyTest(answer) {
  const fail = (/** @type {string} */ result) => ({ result, pass: false, frameAncestors: false });
  if (!answer) return fail('csp-not-implemented');
  const header = headerValues(answer, 'content-security-policy');
  const meta = httpEquiv(answer).csp;
  let csp;
  try {
    csp = parseCsp([...header, ...meta]);
  } catch {
    return fail('csp-header-invalid');
  }
  /** @param {() => Map<string | symbol, Set<string>>} parse */
  const orEmpty = (parse) => {
    try {
      return parse();
    } catch {
      return new Map();
    }
  };
  const headerOnly = orEmpty(() => parseCsp(header));
  const metaOnly = orEmpty(() => {
    const parsed = parseCsp(meta);
    for (const directive of DISALLOWED_IN_META) parsed.delete(directive);
    return parsed;
  });
  if (headerOnly.size + metaOnly.size === 0) {
    return fail(firstHeader(answer, 'content-security-policy-report-only') ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented');
  }
  const get = (/** @type {string} */ name) => csp.get(name);
  const objectSrc = get('object-src') ?? get('default-src') ?? new Set(['*']);
  const scriptSrc = new Set(get('script-src') ?? get('default-src') ?? ['*']);
  const styleSrc = new Set(get('style-src') ?? get('default-src') ?? ['*']);
  const hasHash = (/** @type {Set<string>} */ list) => [...list].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)));
  for (const list of [scriptSrc, styleSrc]) if (hasHash(list)) list.delete("'unsafe-inline'");
  /** @type {string | null} */
  let result = null;
  if (hasHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }
  const active = [...csp].filter(([directive]) => typeof directive === 'string' && !PASSIVE_DIRECTIVES.includes(directive) && directive !== 'script-src').flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const passive = PASSIVE_DIRECTIVES.flatMap((directive) => [...(get(directive) ?? get('default-src') ?? [])]);
  const https = answer.url.protocol === 'https:';
  const insecure = (/** @type {string[]} */ sources) => sources.some((source) => source.startsWith('http:') || source.startsWith('ftp:'));
  if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) result ??= 'csp-implemented-with-unsafe-inline';
  if (https && insecure(active)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval';
  if (https && insecure(passive)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = get('default-src');
  result ??= defaultSrc?.has("'none'") && defaultSrc.size === 1 ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  const pass = passing.includes(result);
  if (pass && csp.has(DUPLICATES)) result = 'csp-implemented-but-duplicate-directives';
  return { result, pass, frameAncestors: csp.has('frame-ancestors') };
}

/** @param {Answer | null} answer */
function cookiesTest(answer) {
  if (headerValues(answer, 'set-cookie').length) throw new Error(`${answer?.url.href} sets a cookie: the cookie test is not ported (scripts/observatory.mjs)`);
  return { result: 'cookies-not-found', pass: true };
}

/** @param {Answer | null} cors */
function corsTest(cors) {
  const allowed = firstHeader(cors, 'access-control-allow-origin');
  if (!allowed) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true };
  const value = allowed.slice(0, 256).trim().toLowerCase();
  if (value === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', pass: true };
  if (allowed === CORS_ORIGIN && firstHeader(cors, 'access-control-allow-credentials')?.toLowerCase().trim() === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', pass: false };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true };
}

/** @param {Retrieved['httpRoute']} route @param {boolean} verified */
function redirectionTest(route, verified) {
  /** @param {string} result */
  const out = (result) => ({ result, pass: ['redirection-not-needed-no-http', 'redirection-to-https'].includes(result) });
  if (!route) return out('redirection-not-needed-no-http');
  if (!verified) return out('redirection-invalid-cert');
  const [first, second] = route;
  const last = route[route.length - 1];
  if (route.length === 1 || !first || !second || !last) return out('redirection-missing');
  if (last.url.protocol !== 'https:') return out('redirection-not-to-https');
  if (second.url.protocol === 'http:') return out('redirection-not-to-https-on-initial-redirection');
  if (first.url.protocol === 'http:' && second.url.protocol === 'https:' && first.url.hostname !== second.url.hostname) return out('redirection-off-host-from-http');
  return out('redirection-to-https');
}

/** @param {Answer | null} answer */
function referrerPolicyTest(answer) {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const values = [...headerValues(answer, 'referrer-policy'), ...httpEquiv(answer).referrer];
  if (!values.length) return { result: 'referrer-policy-not-implemented', pass: true };
  const policy = values.join(', ').split(',').filter((entry) => [...good, ...bad].includes(entry.toLowerCase().trim())).reverse()[0]?.toLowerCase().trim() ?? '';
  const result = good.includes(policy) ? 'referrer-policy-private' : bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
  return { result, pass: result === 'referrer-policy-private' };
}

/** @param {Answer | null} answer */
function strictTransportSecurityTest(answer) {
  /** @param {string} result */
  const out = (result) => ({ result, pass: result === 'hsts-implemented-max-age-at-least-six-months' });
  if (!answer) return out('hsts-not-implemented-no-https');
  if (!answer.verified) return out('hsts-invalid-cert');
  const header = firstHeader(answer, 'strict-transport-security');
  if (!header) return out('hsts-not-implemented');
  const value = header.slice(0, 1024);
  if (value.includes(',')) return out('hsts-header-invalid');
  const maxAge = value.split(';').map((part) => part.trim().toLowerCase()).find((part) => part.startsWith('max-age='));
  if (!maxAge) return out('hsts-header-invalid');
  const seconds = parseInt(maxAge.slice(8, 128), 10);
  return out(Number.isNaN(seconds) || seconds < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months');
}

/** @param {Answer | null} answer */
function subresourceIntegrityTest(answer) {
  const goodness = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  const passing = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ];
  /** @param {string} result */
  const out = (result) => ({ result, pass: passing.includes(result) });
  if (!answer) return out('sri-not-implemented-but-no-scripts-loaded');
  if (!isHtml(answer)) return out('sri-not-implemented-response-not-html');
  const scripts = [...new JSDOM(answer.body).window.document.querySelectorAll('script')];
  /** @type {string | null} */
  let result = null;
  /** @param {string} worse */
  const onlyIfWorse = (worse) => (result = !result || goodness.indexOf(worse) > goodness.indexOf(result) ? worse : result);
  let foreign = false;
  for (const script of scripts) {
    const src = script.getAttribute('src');
    if (!src) continue;
    const integrity = script.getAttribute('integrity');
    const relativeProtocol = /^(\/\/)[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !absolute;
    const sameSite = relativeProtocol || relativeOrigin || new URL(src).hostname === answer.url.hostname;
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = (absolute && new URL(src).protocol === 'https:') || (relativeOrigin && answer.url.protocol === 'https:');
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) onlyIfWorse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) onlyIfWorse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) onlyIfWorse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  if (scripts.length === 0) return out('sri-not-implemented-but-no-scripts-loaded');
  return out(result ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'));
}

/** @param {Answer | null} answer */
function xContentTypeOptionsTest(answer) {
  const header = firstHeader(answer, 'x-content-type-options');
  const result = !header ? 'x-content-type-options-not-implemented' : header.slice(0, 256).trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
  return { result, pass: result === 'x-content-type-options-nosniff' };
}

/** @param {Answer | null} answer @param {boolean} viaCsp  the policy has frame-ancestors */
function xFrameOptionsTest(answer, viaCsp) {
  const header = firstHeader(answer, 'x-frame-options');
  const value = header?.slice(0, 1024).trim().toLowerCase();
  let result = !value ? 'x-frame-options-not-implemented' : ['deny', 'sameorigin'].includes(value) ? 'x-frame-options-sameorigin-or-deny' : value.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
  if (viaCsp) result = 'x-frame-options-implemented-via-csp';
  return { result, pass: !['x-frame-options-not-implemented', 'x-frame-options-header-invalid'].includes(result) };
}

/** @param {Answer | null} answer */
function crossOriginResourcePolicyTest(answer) {
  const header = firstHeader(answer, 'cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase();
  /** @type {Record<string, string>} */
  const results = { 'same-site': 'corp-implemented-with-same-site', 'same-origin': 'corp-implemented-with-same-origin', 'cross-origin': 'corp-implemented-with-cross-origin' };
  const result = !header ? 'corp-not-implemented' : (results[header] ?? 'corp-header-invalid');
  return { result, pass: result !== 'corp-header-invalid' };
}

/** 100 plus each test's modifier, the positive ones only where the rest leaves 90 or more.
 * @param {Retrieved} retrieved
 * @returns {{ grade: string; score: number; tests: Record<string, TestResult> }} */
export function grade({ https, httpRoute, cors }) {
  const csp = contentSecurityPolicyTest(https);
  const raw = {
    'content-security-policy': csp,
    cookies: cookiesTest(https),
    'cross-origin-resource-sharing': corsTest(cors),
    redirection: redirectionTest(httpRoute, https?.verified ?? false),
    'referrer-policy': referrerPolicyTest(https),
    'strict-transport-security': strictTransportSecurityTest(https),
    'subresource-integrity': subresourceIntegrityTest(https),
    'x-content-type-options': xContentTypeOptionsTest(https),
    'x-frame-options': xFrameOptionsTest(https, csp.frameAncestors),
    'cross-origin-resource-policy': crossOriginResourcePolicyTest(https),
  };
  /** @type {Record<string, TestResult>} */
  const tests = {};
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const [name, { result, pass }] of Object.entries(raw)) {
    const modifier = /** @type {Record<string, number>} */ (MODIFIERS)[result];
    if (modifier === undefined) throw new Error(`No score for ${result}`);
    tests[name] = { result, modifier, pass };
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0);
  const key = Math.min(score - (score % 5), 100);
  const letter = /** @type {[number, string]} */ (GRADES.find(([floor]) => key >= floor))[1];
  return { grade: letter, score, tests };
}

/** One request, redirects not followed; null where it cannot connect.
 * @param {URL} url
 * @param {{ method?: string; headers?: Record<string, string>; ca?: string }} options
 * @returns {Promise<Answer | null>} */
function fetchOnce(url, { method = 'GET', headers = {}, ca }) {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done) => {
    const req = request(url, { method, headers: { Accept: ACCEPT, ...headers }, ...(url.protocol === 'https:' ? { ca, rejectUnauthorized: true } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ url, status: res.statusCode ?? 0, headers: res.headers, body, verified: true }));
    });
    req.on('error', () => done(null));
    req.setTimeout(10_000, () => req.destroy());
    req.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A request and its redirects (10 at most), as the scanner's session follows them.
 * @param {URL} url
 * @param {{ ca?: string }} options */
async function follow(url, { ca }) {
  /** @type {{ url: URL; status: number }[]} */
  const route = [];
  let answer = await fetchOnce(url, { ca });
  while (answer) {
    route.push({ url: answer.url, status: answer.status });
    const location = firstHeader(answer, 'location');
    if (!REDIRECTS.has(answer.status) || !location || route.length > 10) break;
    answer = await fetchOnce(new URL(location, answer.url), { ca });
  }
  return { answer, route: answer ? route : null };
}

/** As the scanner does: HTTPS, plain HTTP's redirects, a CORS preflight. `ca`: the certificate to trust.
 * @param {{ https: string; http?: string | null; path: string; ca?: string }} options
 * @returns {Promise<Retrieved>} */
export async function retrieve({ https, http = null, path, ca }) {
  const secure = await follow(new URL(path, https), { ca });
  const plain = http ? await follow(new URL(path, http), { ca }) : { route: null };
  const target = secure.answer?.url ?? new URL(path, https);
  const cors = await fetchOnce(target, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET', Origin: CORS_ORIGIN }, ca });
  return { https: secure.answer, httpRoute: plain.route, cors };
}
