import type { Page, Request } from '@playwright/test';

/** Path of a demo-API request after /api, or null for anything else. */
export function apiPath(request: Request): string | null {
  const url = new URL(request.url());
  const match = url.pathname.match(/^\/api(\/.*)$/);
  return match ? match[1]! : null;
}

/** Records the demo-API calls the page makes (answered by the in-page service worker). */
export function recordApiCalls(page: Page) {
  const calls: { method: string; path: string; url: URL }[] = [];
  page.on('request', (request) => {
    const path = apiPath(request);
    if (path) calls.push({ method: request.method(), path, url: new URL(request.url()) });
  });
  return {
    calls,
    count: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method).length,
  };
}

/**
 * Opens a path and waits until the app runs on it: the demo API is serving (the worker starts
 * before the router) and, on a prerendered page, the page has hydrated and refetched the data
 * it was built with (`#root` loses `data-prerendered`, src/app/hydrate.ts).
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

/** Waits until the app runs on the page just loaded (see open). */
export async function appReady(page: Page) {
  await page.locator('#main').waitFor();
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Every console error and uncaught error of the page; hydration errors carry '[hydration]'. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium's own line for a failed request names no URL: add it.
    const text = message.text();
    errors.push(text.startsWith('Failed to load resource') ? `${text} ${message.location().url}` : text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
