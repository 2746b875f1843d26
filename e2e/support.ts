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

/** Opens a path and waits until the demo API is serving (the worker starts before the router). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#main').waitFor();
}
