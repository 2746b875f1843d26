// The styles give their class names and nothing else: under Vitest the .css.ts files run as
// plain modules (vite.config.ts), and without this each one would insert its CSS into jsdom's
// document, which every role query's style lookups would then go through.
import '@vanilla-extract/css/disableRuntimeStyles';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMockDb } from './mocks/db';
import { server } from './mocks/node';
import { guardConsole } from './src/test/console';

// Every project: an unexpected console.error or console.warn fails its test, and the demo API
// answers over MSW. The jsdom project adds src/test/setup-dom.ts.
guardConsole();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  // Files share one worker (isolate: false): a test that stops halfway must not leave its
  // fake clock to the next file.
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockDb();
});

afterAll(() => server.close());
