import type { LaunchOptions } from '@playwright/test';
import config from '../playwright.config';

/**
 * What a spec serving the build through deploy/nginx.conf uses: that server's certificate is a
 * throwaway one, which Chromium must accept for the demo API's service worker as well as for
 * the pages (Playwright's ignoreHTTPSErrors covers the pages only).
 */
export const NGINX_HTTPS = {
  ignoreHTTPSErrors: true,
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--ignore-certificate-errors'],
  } satisfies LaunchOptions,
};
