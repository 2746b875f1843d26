import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EARLY_EVENTS, hashSource } from './prerender/inline-script.mjs';

// The production Content-Security-Policy, generated from the build's configuration. The prerender
// writes it into every built HTML file as <meta http-equiv>; the README's server configuration
// sends the same string as a header (which also covers what a <meta> cannot, such as a file
// served without HTML around it).

const META_SCRIPT = 'https://connect.facebook.net';
const META_ENDPOINT = 'https://www.facebook.com';
const YOUTUBE = 'https://www.youtube.com';
const SAFE_HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/;

/**
 * The build's configuration that the policy depends on (see buildCsp).
 * @typedef {object} CspOptions
 * @property {string} [apiBaseUrl]
 * @property {string} [siteUrl]
 * @property {string | string[]} [mediaOrigins]
 * @property {string} [videoUrl]
 * @property {boolean | string} [metaPixel]
 */

/** @typedef {Record<string, string | undefined>} BuildEnv The VITE_* variables, as loadEnv gives them. */

/**
 * A source that is there: an origin, not an empty string, false or null.
 * @param {string | false | null | undefined} value
 * @returns {value is string}
 */
const isPresent = (value) => Boolean(value);

/**
 * The origin of an absolute http(s) URL, or null for a relative one or nothing (served by the
 * site itself, so 'self' covers it). Anything else is a configuration mistake worth a failed build.
 */
/**
 * @param {string | null | undefined} value
 * @param {string} [name] the variable named in the error
 * @returns {string | null}
 */
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

/** A comma- or space-separated list of origins (or URLs on them), e.g. VITE_MEDIA_ORIGINS. */
/**
 * @param {string | string[] | null | undefined} list
 * @param {string} [name] the variable named in the error
 * @returns {string[]}
 */
export function parseOrigins(list, name = 'VITE_MEDIA_ORIGINS') {
  if (Array.isArray(list)) return list.map((value) => originOf(value, name)).filter(isPresent);
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => originOf(value, name))
    .filter(isPresent);
}

/**
 * The policy string.
 * - apiBaseUrl: the API base (VITE_API_BASE_URL); unset means the demo API on the site's origin.
 *   Its origin may be called, and its images shown (records carry image URLs on the API host).
 * - siteUrl: the public site root (VITE_SITE_URL): an origin equal to it is 'self' already.
 * - mediaOrigins: further origins of images (VITE_MEDIA_ORIGINS), e.g. a CDN or storage bucket.
 * - videoUrl: the about page's video (VITE_ABOUT_VIDEO_URL).
 * - metaPixel: the Meta pixel is on (VITE_META_PIXEL_ID is set).
 * @param {CspOptions} [options]
 * @returns {string}
 */
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

/** The options of buildCsp from the build's environment (the VITE_* variables, as loadEnv gives them). */
/**
 * @param {BuildEnv} env
 * @returns {CspOptions}
 */
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

/**
 * The policy a built site's pages carry in their <meta> (the prerender writes the same one into
 * every page), read from its home page: what a server of that build sends, whichever checkout
 * built it (another commit's inline scripts have other hashes). Null without a prerendered home
 * page or its <meta>.
 * @param {string} dir  the built site (dist/)
 * @returns {string | null}
 */
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

// `node scripts/csp.mjs` prints the policy of the build configured here (.env files and VITE_*
// variables, as `npm run build` reads them), for the server's header.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { loadEnv } = await import('vite');
  console.log(cspFromEnv(loadEnv('production', process.cwd(), 'VITE_')));
}
