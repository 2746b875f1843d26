/** Brand art served from public/, drawn by scripts/make-og-image.mjs. */
export const DEFAULT_SHARE_IMAGE = { path: '/og-default.png', width: 650, height: 366, type: 'image/png' } as const;
export const LOGO_IMAGE = { path: '/logo-512.png', width: 512, height: 512, type: 'image/png' } as const;
