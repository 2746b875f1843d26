import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb } from './mocks/db';
import { server } from './mocks/node';
import { guardConsole } from './src/test/console';

// Every project: an unexpected console.error or console.warn fails its test, and the demo API
// answers over MSW. The jsdom project adds src/test/setup-dom.ts.
guardConsole();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockDb();
});

afterAll(() => server.close());
