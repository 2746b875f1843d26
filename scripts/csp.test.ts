// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCsp, builtCsp, builtHeaders, cspFromEnv, netlifyHeaders, nginxSnippet, securityHeaders } from './csp.mjs';
import { headersFor, parseHeadersFile } from './serve-dist.mjs';
import { EARLY_EVENTS, hashSource } from './prerender/inline-script.mjs';

// The page's one inline script (scripts/prerender/early-events.js), allowed by its hash.
const EARLY = hashSource(EARLY_EVENTS);

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('buildCsp', () => {
  it('gives the demo build (no API, no pixel) the base policy', () => {
    expect(buildCsp({})).toBe(
      `default-src 'self'; script-src 'self' ${EARLY}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; ` +
        "connect-src 'self'; media-src 'self'; frame-src https://www.youtube.com; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'",
    );
  });

  it('lets the page call the API origin and show its images, plus the configured media origins', () => {
    const policy = directives(
      buildCsp({
        apiBaseUrl: 'https://core.example.id/api',
        siteUrl: 'https://www.example.id',
        mediaOrigins: 'https://cdn.example.id/img, https://bucket.example.net',
        videoUrl: 'https://video.example.id/tentang',
      }),
    );
    expect(policy['connect-src']).toBe("'self' https://core.example.id");
    expect(policy['img-src']).toBe("'self' data: blob: https://core.example.id https://cdn.example.id https://bucket.example.net");
    expect(policy['media-src']).toBe("'self' https://video.example.id");
    expect(policy['script-src']).toBe(`'self' ${EARLY}`);
  });

  it('adds the Meta pixel script and endpoint only with the pixel on', () => {
    const policy = directives(buildCsp({ apiBaseUrl: 'https://core.example.id/api', metaPixel: true }));
    expect(policy['script-src']).toBe(`'self' ${EARLY} https://connect.facebook.net`);
    expect(policy['img-src']).toBe("'self' data: blob: https://core.example.id https://www.facebook.com");
    expect(policy['connect-src']).toBe("'self' https://core.example.id https://www.facebook.com");
  });

  it('leaves out what the site itself serves: relative URLs and its own origin', () => {
    const policy = directives(
      buildCsp({ apiBaseUrl: 'https://www.example.id/api', siteUrl: 'https://www.example.id/', videoUrl: '/site/about-video' }),
    );
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['img-src']).toBe("'self' data: blob:");
    expect(policy['media-src']).toBe("'self'");
  });

  it('refuses a value that is not an http(s) URL, so a typo fails the build', () => {
    expect(() => buildCsp({ apiBaseUrl: 'core.example.id/api' })).toThrow(/VITE_API_BASE_URL/);
    expect(() => buildCsp({ mediaOrigins: "https://a.example;script-src" })).toThrow(/VITE_MEDIA_ORIGINS/);
    expect(() => buildCsp({ mediaOrigins: "https://a.example'" })).toThrow(/VITE_MEDIA_ORIGINS/);
    expect(() => buildCsp({ videoUrl: 'javascript:alert(1)' })).toThrow(/VITE_ABOUT_VIDEO_URL/);
  });

  it('reads the build variables', () => {
    expect(
      directives(
        cspFromEnv({
          VITE_API_BASE_URL: 'http://127.0.0.1:8787/api',
          VITE_SITE_URL: 'http://127.0.0.1:4173',
          VITE_META_PIXEL_ID: '123',
          VITE_MEDIA_ORIGINS: '',
        }),
      )['connect-src'],
    ).toBe("'self' http://127.0.0.1:8787 https://www.facebook.com");
  });
});

describe('builtCsp', () => {
  it("reads the policy a built site's home page carries, as the prerender wrote it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-csp-'));
    try {
      expect(builtCsp(dir)).toBeNull();
      const policy = buildCsp({ apiBaseUrl: 'https://core.example.id/api' });
      const written = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      writeFileSync(join(dir, 'index.html'), `<head><meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="${written}" />`);
      expect(builtCsp(dir)).toBe(policy);
      writeFileSync(join(dir, 'index.html'), '<head><meta charset="UTF-8" /></head>');
      expect(builtCsp(dir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the security headers', () => {
  const policy = buildCsp({ apiBaseUrl: 'https://core.example.id/api' });
  const headers = Object.fromEntries(securityHeaders(policy));

  it("send the pages' policy with frame-ancestors, which a <meta> cannot carry, and X-Frame-Options for engines without it", () => {
    expect(headers['Content-Security-Policy']).toBe(`${policy}; frame-ancestors 'none'`);
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('ask for HTTPS for a year, subdomains included, and send the rest of the set', () => {
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    // No embedder policy: the YouTube frames and the API's images send no CORP.
    expect(Object.keys(headers)).not.toContain('Cross-Origin-Embedder-Policy');
  });

  it('deny the features the site never uses and none that it uses', () => {
    const features = Object.fromEntries(headers['Permissions-Policy']!.split(', ').map((entry) => entry.split('=')));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'accelerometer', 'gyroscope', 'magnetometer', 'browsing-topics']) {
      expect(features[feature], feature).toBe('()');
    }
    for (const feature of ['clipboard-write', 'fullscreen', 'autoplay', 'encrypted-media', 'picture-in-picture']) expect(features).not.toHaveProperty(feature);
  });

  it('are written for nginx, each with always (404s too), and read back from a build', () => {
    const snippet = nginxSnippet(securityHeaders(policy));
    expect(snippet.split('\n').filter((line) => line.startsWith('add_header'))).toHaveLength(7);
    expect(snippet).toContain(`add_header Content-Security-Policy "${policy}; frame-ancestors 'none'" always;\n`);
    expect(() => nginxSnippet([['X-Test', 'a"b']])).toThrow(/X-Test/);
    const dir = mkdtempSync(join(tmpdir(), 'built-headers-'));
    try {
      expect(builtHeaders(dir)).toBeNull();
      writeFileSync(join(dir, '_headers.nginx'), snippet);
      expect(builtHeaders(dir)).toEqual(securityHeaders(policy));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are written for Netlify and Cloudflare Pages: every path, and the hashed assets cached for good", () => {
    const rules = parseHeadersFile(netlifyHeaders(securityHeaders(policy)));
    expect(headersFor(rules, '/reservation')).toEqual(headers);
    expect(headersFor(rules, '/assets/index-abc.js')).toEqual({ ...headers, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

describe('the inline script', () => {
  it('is allowed by the SHA-256 of exactly the text the pages hold', () => {
    expect(EARLY).toBe(`'sha256-${createHash('sha256').update(EARLY_EVENTS).digest('base64')}'`);
    expect(EARLY_EVENTS.startsWith('(()=>{')).toBe(true);
    // Minified, and still a script.
    expect(() => new Function(EARLY_EVENTS)).not.toThrow();
    expect(EARLY_EVENTS).not.toMatch(/^\s*\/\/|\/\*\*/m);
  });
});
