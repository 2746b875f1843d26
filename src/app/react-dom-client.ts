/**
 * React DOM's client API, as the entry uses it. React DOM is CommonJS: the bundler wraps it in a
 * function that runs at its first use. Imported from here, that first use sits in React DOM's own
 * chunk (vite.config.ts puts this file there), so its code runs when that chunk is evaluated. That
 * was to give it a task of its own, when the boot loader evaluated each chunk apart and React
 * DOM's evaluation looked long (60–100 ms with the CPU 4x slower, as measured through DevTools,
 * which made V8 parse the chunk again: scripts/bench/v8-flags.mjs). The loader now evaluates the
 * chunks and the entry in one task (docs/boot.md), where it makes no difference which chunk runs
 * React DOM's code; this stays the one place the entry imports it from.
 */
// eslint-disable-next-line no-restricted-imports -- the one place it is imported from
export { createRoot, hydrateRoot } from 'react-dom/client';
