// Imported from here, React DOM's CommonJS wrapper runs as its own chunk is evaluated (docs/boot.md).
// eslint-disable-next-line no-restricted-imports -- the one place it is imported from
export { createRoot, hydrateRoot } from 'react-dom/client';
