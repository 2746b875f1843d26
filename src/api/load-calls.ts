import { lazyModule } from '@/lib/lazy-module';

const calls = lazyModule('src/api/calls.ts', () => import('./calls'));

/**
 * The read calls (calls.ts), loaded with the first one: the entry leaves out the HTTP client and
 * the schemas, which a prerendered page does not use before it answers (it hydrates from the
 * data it carries, and asks the API again once idle). A failed download is asked for again by
 * the next call, as a screen's code is; until then the call fails as the request would have
 * (offline, a TypeError: `isNetworkFailure`).
 */
export const loadCalls = () => calls.load();
