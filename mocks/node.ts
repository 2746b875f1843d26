import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from './api-url';
import { handlers } from './handlers';

/** The demo API for tests (vitest.setup.ts starts it). */
export const server = setupServer(...handlers);

/**
 * DEMO_FAILING="/comment/:slug /article/popular": those GETs answer 500, as a failing API does, so
 * a demo build shows what the build does with failed calls (docs/testing.md).
 */
export function failRequested(list = process.env.DEMO_FAILING ?? ''): void {
  for (const path of list.split(/\s+/).filter(Boolean)) {
    server.use(http.get(api(path), () => HttpResponse.json({ message: 'Demo failure' }, { status: 500 })));
  }
}
