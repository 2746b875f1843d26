import { lazyModule } from '@/lib/lazy-module';

const calls = lazyModule('src/api/calls.ts', () => import('./calls'));

/** The entry leaves out the HTTP client and schemas; a failed download fails the call as offline (`isNetworkFailure`). */
export const loadCalls = () => calls.load();
