import { apiBaseUrl } from '@/lib/config';

export const api = (path: string): string => `${apiBaseUrl()}${path}`;
