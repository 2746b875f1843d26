// Only here reads import.meta.env, except main.tsx, whose inline check drops the demo API.
const DEMO_WHATSAPP_NUMBER = '6281100000000';

export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return `${pageOrigin()}/api`;
}

export const usesDemoApi = !import.meta.env.VITE_API_BASE_URL?.trim();

let prerenderedSite: string | null = null;

/** A demo build's root, adopted so the browser's head matches the HTML whatever origin serves it. */
export function adoptSiteUrl(url: string | null): void {
  prerenderedSite = url;
}

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

const DEFAULT_ABOUT_VIDEO = '/site/about-video';

/** A base URL served as `<base>.webm` (VP9) and `<base>.mp4` (H.264); a given extension is dropped. */
export function aboutVideoSources(configured = import.meta.env.VITE_ABOUT_VIDEO_URL): VideoSources {
  const base = (configured?.trim() || DEFAULT_ABOUT_VIDEO).replace(/\.(webm|mp4)$/i, '');
  return { webm: `${base}.webm`, mp4: `${base}.mp4` };
}

export const hrEmail = 'hrd@rawatin.co.id';
export const helpCentrePhone = '0811-0000-0000';
