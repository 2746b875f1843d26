import { getResponse, http, HttpResponse, RequestHandler } from 'msw';
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

/** A pattern that matches every URL the handler's path can match, and few others: `:name` one segment, `*` anything. */
function candidatePattern(path: string): RegExp {
  const pattern = path
    .split(/(:[\w-]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  // Case-blind, as MSW's own matching is.
  return new RegExp(`^${pattern}/?$`, 'i');
}

const candidatePatterns = new WeakMap<RequestHandler, RegExp | null>();

/**
 * The handlers that may answer a request, in their order. MSW parses every handler it is given
 * (its path, the request's cookies) until one answers, which cost a build about as much as the
 * handlers' own work: this leaves it the one or two whose path can match.
 */
function candidates(handlers: RequestHandler[], request: Request): RequestHandler[] {
  const url = new URL(request.url);
  const target = `${url.origin}${url.pathname}`;
  return handlers.filter((handler) => {
    const { path, method } = handler.info as { path?: unknown; method?: unknown };
    if (typeof method === 'string' && method.toUpperCase() !== request.method.toUpperCase()) return false;
    if (typeof path !== 'string') return true;
    if (!candidatePatterns.has(handler)) candidatePatterns.set(handler, path.includes('://') ? candidatePattern(path) : null);
    return candidatePatterns.get(handler)?.test(target) ?? true;
  });
}

/**
 * The demo API for a build: this thread's `fetch` asks the handlers (DEMO_FAILING's included)
 * directly, without intercepting requests, which cost a build of thousands of pages about a tenth
 * of its CPU (record 078). Returns a function that puts the thread's own `fetch` back.
 */
export function answerInThread(): () => void {
  failRequested();
  const own = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    // The bounded fetch passes a Request and a signal of its own: no copy of the request for it.
    const request = input instanceof Request && Object.keys(init ?? {}).every((key) => key === 'signal') ? input : new Request(input, init);
    const signal = init?.signal ?? request.signal;
    signal.throwIfAborted();
    let stop = () => undefined as void;
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      stop = () => signal.removeEventListener('abort', abort);
    });
    const handlers = server.listHandlers().filter((handler) => handler instanceof RequestHandler);
    const response = await Promise.race([getResponse(candidates(handlers, request), request), aborted]).finally(stop);
    if (!response) throw new TypeError(`The demo API has no handler for ${request.method} ${request.url}`);
    return response;
  };
  return () => {
    globalThis.fetch = own;
  };
}
