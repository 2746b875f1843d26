/** A module of its own, with no import and no `import.meta.env`: vite.config.ts reads it. */
export const BRAND_NAME = 'Rawatin';
