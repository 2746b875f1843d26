// The build's configuration as the prerender sees it: the same .env files and variables as Vite.
import { loadEnv } from 'vite';

/** Where a demo build (no VITE_SITE_URL) says it lives: `npm run preview`'s address. */
export const DEMO_SITE_URL = 'http://localhost:4173';

export function loadBuildEnv(mode = 'production') {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim() || null;
  const configuredSite = env.VITE_SITE_URL?.trim().replace(/\/+$/, '') || null;
  return { apiBaseUrl, configuredSite, siteUrl: configuredSite ?? DEMO_SITE_URL, raw: env };
}

function assertHttpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got '${value}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got '${value}'.`);
}

/** Throws with a message a person can act on when the configuration cannot make a site. */
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
