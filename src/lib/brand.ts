/**
 * The product's name. A module of its own, with no import and no `import.meta.env`: vite.config.ts
 * reads it (through the default head, src/app/seo/default-head.ts) when it writes index.html.
 */
export const BRAND_NAME = 'Rawatin';
