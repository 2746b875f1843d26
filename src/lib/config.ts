/**
 * Build-time configuration (see README and .env.example). Read once here so the rest of the
 * code never touches import.meta.env directly, except main.tsx, whose inline check lets the
 * bundler drop the demo API from builds that have a real one.
 */
const DEMO_WHATSAPP_NUMBER = '6281100000000';

/** The page's origin; a fixed local one where there is no window (node-environment tests). */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** API base including `/api`. Unset means the in-browser demo API answers on this origin. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `${pageOrigin()}/api`;
}

export const usesDemoApi = !import.meta.env.VITE_API_BASE_URL?.trim();

let prerenderedSite: string | null = null;

/**
 * Without VITE_SITE_URL, a prerendered page names the site root it was built for (a demo build):
 * the browser adopts it, so the head it renders matches the HTML whatever origin serves it.
 */
export function adoptSiteUrl(url: string | null): void {
  prerenderedSite = url;
}

/** Public site root, without a trailing slash: for SEO look-ups and canonical links. */
export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL?.trim();
  return (configured || prerenderedSite || pageOrigin()).replace(/\/+$/, '');
}

export const whatsappNumber = (import.meta.env.VITE_WHATSAPP_NUMBER || DEMO_WHATSAPP_NUMBER).replace(/\D/g, '');

export const metaPixelId = import.meta.env.VITE_META_PIXEL_ID?.trim() || '';

export interface VideoSources {
  webm: string;
  mp4: string;
}

// The site's own video (public/site), shipped with every build.
const DEFAULT_ABOUT_VIDEO = '/site/about-video';

/**
 * The about page's video: VITE_ABOUT_VIDEO_URL is a base URL without extension, served as
 * `<base>.webm` (VP9) and `<base>.mp4` (H.264). A given extension is dropped.
 */
export function aboutVideoSources(configured = import.meta.env.VITE_ABOUT_VIDEO_URL): VideoSources {
  const base = (configured?.trim() || DEFAULT_ABOUT_VIDEO).replace(/\.(webm|mp4)$/i, '');
  return { webm: `${base}.webm`, mp4: `${base}.mp4` };
}

/** Contacts printed in static texts (privacy policy). */
export const hrEmail = 'hrd@rawatin.co.id';
export const helpCentrePhone = '0811-0000-0000';
