import { apiBaseUrl } from '@/lib/config';

/** The absolute URL the site calls for an API path, e.g. api('/contact'). */
export const api = (path: string): string => `${apiBaseUrl()}${path}`;
