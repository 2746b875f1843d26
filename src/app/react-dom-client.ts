/**
 * React DOM's client API, as the entry uses it. React DOM is CommonJS: the bundler wraps it in a
 * function that runs at its first use. Imported from here, that first use sits in React DOM's own
 * chunk (vite.config.ts puts this file there), so its code runs when that chunk is evaluated, in a
 * task of its own (the boot loader evaluates each chunk apart: docs/boot.md), instead of inside
 * the entry's evaluation, which it made a long task on a slow phone as measured through DevTools
 * (most of that was V8 parsing the chunk again for DevTools' stack traces:
 * scripts/bench/v8-flags.mjs).
 */
// eslint-disable-next-line no-restricted-imports -- the one place it is imported from
export { createRoot, hydrateRoot } from 'react-dom/client';
