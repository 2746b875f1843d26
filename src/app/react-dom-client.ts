/**
 * React DOM's client API, as the entry uses it. React DOM is CommonJS, wrapped to run at its first
 * use: imported from here (React DOM's own chunk, vite.config.ts), that run happens as its chunk
 * is evaluated, in a task of its own, not inside the entry's evaluation (docs/boot.md).
 */
// eslint-disable-next-line no-restricted-imports -- the one place it is imported from
export { createRoot, hydrateRoot } from 'react-dom/client';
