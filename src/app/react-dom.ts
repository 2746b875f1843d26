// React DOM's entry points for the browser, through a module of React DOM's own chunk (vite.config.ts):
// React DOM is CommonJS, so its code runs where it is first required; required here, it runs
// while the boot loader evaluates that chunk, in a task apart from the app's entry. The build fails
// when this module lands in another chunk (BOOT_CHUNKS, scripts/prerender/build-layout.mjs).
export { createRoot, hydrateRoot } from 'react-dom/client';
