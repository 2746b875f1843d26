import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo API for tests (vitest.setup.ts starts it). */
export const server = setupServer(...handlers);
