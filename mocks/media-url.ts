import { apiBaseUrl, usesDemoApi } from '@/lib/config';

// The in-browser demo (and the demo build's prerender) runs with no API configured: its media
// come from the site itself, whose demo builds alone ship public/demo. These handlers run with
// VITE_API_BASE_URL set only in the HTTP demo API (scripts/demo-api.mjs), which serves them on
// its own origin, as a real API names the images of its records on its host; a build against it
// ships no demo file at all.
const origin = usesDemoApi ? '' : new URL(apiBaseUrl()).origin;

/** The URL of a file of the demo data, by its path under public/demo, e.g. demoMedia('banners/hero-1.svg'). */
export const demoMedia = (path: string): string => `${origin}/demo/${path}`;
