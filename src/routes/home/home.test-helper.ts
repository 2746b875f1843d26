import { vi } from 'vitest';
import { fakeMediaQueryList } from '@/test/media-query';

/** matchMedia answering yes to prefers-reduced-motion. */
export function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, query.includes('prefers-reduced-motion: reduce')),
  );
}
