import { apiBaseUrl, usesDemoApi } from '@/lib/config';

// Without an API the demo's media come from the site itself (public/demo); the HTTP demo API
// (scripts/demo-api.mjs) serves them on its own origin, as a real API names images on its host.
const origin = usesDemoApi ? '' : new URL(apiBaseUrl()).origin;

/** The URL of a file of the demo data, by its path under public/demo, e.g. demoMedia('banners/hero-1.svg'). */
export const demoMedia = (path: string): string => `${origin}/demo/${path}`;
