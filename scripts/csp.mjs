import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EARLY_EVENTS, hashSource } from './prerender/inline-script.mjs';

// The production Content-Security-Policy and the header files the servers read (_headers.nginx,
// _headers), from the build's configuration. docs/serving.md says what each header is for.

const META_SCRIPT = 'https://connect.facebook.net';
const META_ENDPOINT = 'https://www.facebook.com';
const YOUTUBE = 'https://www.youtube.com';
const SAFE_HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/;

/** @typedef {{ apiBaseUrl?: string, siteUrl?: string, mediaOrigins?: string | string[], videoUrl?: string,
 *   metaPixel?: boolean | string }} CspOptions */

/** @typedef {Record<string, string | undefined>} BuildEnv The VITE_* variables, as loadEnv gives them. */

/** @param {string | false | null | undefined} value @returns {value is string} */
const isPresent = (value) => Boolean(value);

/** The origin of an absolute http(s) URL, or null for a relative one ('self' covers it); anything
 * else fails the build.
 * @param {string | null | undefined} value
 * @param {string} [name] the variable named in the error
 * @returns {string | null} */
export function originOf(value, name = 'URL') {
  const raw = value?.trim();
  if (!raw || raw.startsWith('/')) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}: "${raw}" is neither a path nor an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}: "${raw}" is not an http(s) URL`);
  // A host the URL parser lets through may still carry ';' or quotes, which would end or add directives.
  if (!SAFE_HOST.test(url.host)) throw new Error(`${name}: "${raw}" has a host that cannot go into a policy`);
  return url.origin;
}

/** A comma- or space-separated list of origins (or URLs on them), e.g. VITE_MEDIA_ORIGINS.
 * @param {string | string[] | null | undefined} list
 * @param {string} [name] the variable named in the error
 * @returns {string[]} */
export function parseOrigins(list, name = 'VITE_MEDIA_ORIGINS') {
  if (Array.isArray(list)) return list.map((value) => originOf(value, name)).filter(isPresent);
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => originOf(value, name))
    .filter(isPresent);
}

/** The API's origin may be called and its images shown; an unset API means the demo API on the
 * site's origin. See docs/serving.md.
 * @param {CspOptions} [options]
 * @returns {string} */
export function buildCsp({ apiBaseUrl, siteUrl, mediaOrigins = [], videoUrl, metaPixel = false } = {}) {
  const self = originOf(siteUrl, 'VITE_SITE_URL');
  const api = originOf(apiBaseUrl, 'VITE_API_BASE_URL');
  const video = originOf(videoUrl, 'VITE_ABOUT_VIDEO_URL');
  /** @param {...(string | string[] | false | null)} values */
  const sources = (...values) => {
    const unique = [...new Set(values.flat().filter(isPresent))];
    return unique.filter((value) => value !== self);
  };
  const pixel = Boolean(metaPixel);
  const directives = [
    ['default-src', "'self'"],
    // The hash: the one inline script, which holds the visitor's first taps on a prerendered page.
    ['script-src', "'self'", hashSource(EARLY_EVENTS), ...sources(pixel && META_SCRIPT)],
    // 'unsafe-inline': the dialogs inject a <style> for scroll locking.
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: previews the file chosen in the application form.
    ['img-src', "'self'", 'data:', 'blob:', ...sources(api, parseOrigins(mediaOrigins), pixel && META_ENDPOINT)],
    ['connect-src', "'self'", ...sources(api, pixel && META_ENDPOINT)],
    ['media-src', "'self'", ...sources(video)],
    ['frame-src', YOUTUBE],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** buildCsp's options from the VITE_* variables. @param {BuildEnv} env @returns {CspOptions} */
export function cspOptionsFromEnv(env) {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL,
    siteUrl: env.VITE_SITE_URL,
    mediaOrigins: env.VITE_MEDIA_ORIGINS ?? '',
    videoUrl: env.VITE_ABOUT_VIDEO_URL,
    metaPixel: Boolean(env.VITE_META_PIXEL_ID?.trim()),
  };
}

/** The policy of a build configured by these variables. */
export const cspFromEnv = (/** @type {BuildEnv} */ env) => buildCsp(cspOptionsFromEnv(env));

/** The policy a built site's pages carry, read from its home page's <meta>: another commit's
 * inline scripts have other hashes. Null without it.
 * @param {string} dir  the built site (dist/)
 * @returns {string | null} */
export function builtCsp(dir) {
  let html;
  try {
    html = readFileSync(join(dir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content === undefined ? null : content.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The nginx snippet and the `_headers` file, at the root of the published build. */
export const NGINX_HEADERS = '_headers.nginx';
export const NETLIFY_HEADERS = '_headers';

// Not denied, since the site uses them: clipboard-write, fullscreen, autoplay, encrypted-media,
// picture-in-picture. Not named: bluetooth (docs/decisions/010-permissions-policy-without-bluetooth.md).
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'accelerometer', 'gyroscope', 'magnetometer', 'browsing-topics'];

/** The headers every response carries, from the pages' policy (docs/serving.md says why each).
 * @param {string} pagePolicy the policy of the pages' <meta>
 * @returns {[string, string][]} */
export function securityHeaders(pagePolicy) {
  return [
    ['Content-Security-Policy', `${pagePolicy}; frame-ancestors 'none'`],
    ['X-Frame-Options', 'DENY'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** The nginx snippet: one `add_header ... always` a header, so 404s carry them too.
 * @param {[string, string][]} headers */
export function nginxSnippet(headers) {
  const lines = headers.map(([name, value]) => {
    if (/["\\$\n]/.test(value)) throw new Error(`${name} cannot go into nginx.conf as is: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Written by the build (scripts/csp.mjs): the security headers of this build, for deploy/nginx.conf.\n${lines.join('\n')}\n`;
}

/** Netlify's and Cloudflare Pages' `_headers`: every path's headers; the hashed assets cached for good.
 * @param {[string, string][]} headers */
export function netlifyHeaders(headers) {
  const rule = (/** @type {string} */ path, /** @type {[string, string][]} */ list) => [path, ...list.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${rule('/*', headers)}\n${rule('/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']])}\n`;
}

/** @param {string} dir  the published build @returns {[string, string][] | null} */
export function builtHeaders(dir) {
  const file = join(dir, NGINX_HEADERS);
  if (!existsSync(file)) return null;
  return [...readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((match) => [/** @type {string} */ (match[1]), /** @type {string} */ (match[2])]);
}

/** Writes the header files beside the pages, from the same VITE_* variables as the prerender's <meta>.
 * @returns {import('vite').Plugin} */
export function headerFiles() {
  let policy = '';
  return {
    name: 'header-files',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      policy = cspFromEnv(config.env);
    },
    generateBundle() {
      const headers = securityHeaders(policy);
      this.emitFile({ type: 'asset', fileName: NGINX_HEADERS, source: nginxSnippet(headers) });
      this.emitFile({ type: 'asset', fileName: NETLIFY_HEADERS, source: netlifyHeaders(headers) });
    },
  };
}

// `node scripts/csp.mjs` prints the policy of the build configured here (.env files and VITE_*
// variables, as `npm run build` reads them), for the server's header.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { loadEnv } = await import('vite');
  console.log(cspFromEnv(loadEnv('production', process.cwd(), 'VITE_')));
}
