import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { PROBE_PATH, serveWithProbe, withProbe } from './serve.mjs';

const PAGE = '<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Beranda</title></head><body><main>Isi</main></body></html>';
const CSP = "default-src 'self'; script-src 'self'";

describe("the engine suite's server", () => {
  let dir: string;
  let site: Awaited<ReturnType<typeof serveWithProbe>>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'engines-serve-'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'app.js'), 'export {};');
    site = await serveWithProbe({ dir, port: 0, csp: CSP });
  });
  // The test setup's demo API answers every fetch in the process: these go to the real server.
  beforeEach(() => server.use(http.all(`${site.origin}/*`, () => passthrough())));
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts the probe before anything else in the page's head", () => {
    expect(withProbe(PAGE)).toBe(PAGE.replace('<head>', `<head><script src="${PROBE_PATH}"></script>`));
    expect(withProbe('<html><head data-x="1"><title>a</title></head></html>')).toBe(
      `<html><head data-x="1"><script src="${PROBE_PATH}"></script><title>a</title></head></html>`,
    );
    expect(() => withProbe('<p>no head</p>')).toThrow(/without <head>/);
  });

  it("serves a page with the probe and the server's own headers, other files as they are, and the probe itself", async () => {
    const page = await fetch(`${site.origin}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    expect(await page.text()).toBe(withProbe(PAGE));

    const script = await fetch(`${site.origin}/app.js`);
    expect(await script.text()).toBe('export {};');

    const probe = await fetch(`${site.origin}${PROBE_PATH}`);
    expect(probe.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await probe.text()).toContain('__engines');

    expect((await fetch(`${site.origin}/assets/missing.js`)).status).toBe(404);
  });
});
