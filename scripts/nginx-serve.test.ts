// @vitest-environment node
import { request } from 'node:https';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCsp, nginxSnippet, securityHeaders } from './csp.mjs';
import { DOCUMENTED, localServer, nginxConf, serveWithNginx } from './nginx-serve.mjs';

const CONF = readFileSync(DOCUMENTED, 'utf8');
const LOCAL = { httpsPort: 4321, httpPort: 4322, root: '/tmp/build', cert: '/tmp/n/cert.pem', key: '/tmp/n/key.pem' };
// The lines a local run changes: listen, certificates, server_name, root, the includes of the
// root's snippet and the redirect (its port).
const SWAPPED = /^\s*(listen|ssl_certificate|ssl_certificate_key|server_name|root|include \S+\/_headers\.nginx;|return 301 https:)/;
const directives = (text: string) => text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));

describe('the server that the tests run', () => {
  it('is deploy/nginx.conf, but for the lines a local run cannot keep', () => {
    const local = localServer(CONF, LOCAL);
    const kept = (text: string) => text.split('\n').filter((line) => !SWAPPED.test(line));
    expect(kept(local)).toEqual(kept(CONF).filter((line) => !/^\s*listen \[::\]/.test(line)));
    expect(local).toContain('    listen 127.0.0.1:4322;\n');
    expect(local).toContain('    listen 127.0.0.1:4321 ssl http2;\n');
    expect(local).toContain('    ssl_certificate "/tmp/n/cert.pem";\n');
    expect(local).toContain('    ssl_certificate_key "/tmp/n/key.pem";\n');
    expect(local).toContain('    root "/tmp/build";\n');
    expect(local).toContain('    return 301 https://$host:4321$request_uri;\n');
    expect(local).not.toContain('/srv/homecare/current');
  });

  it('sends the build\'s headers in every location, the redirect included, and what a build must not publish answers 404', () => {
    const lines = directives(CONF);
    const locations = lines.filter((line) => /^location\b.*\{$/.test(line.trim())).length;
    const includes = lines.filter((line) => line.trim() === 'include /srv/homecare/current/_headers.nginx;').length;
    // Each location, and the redirecting server (which has none).
    expect(locations).toBeGreaterThanOrEqual(5);
    expect(includes).toBe(locations + 1);
    // No header of the build's own is written here, where it would drift from the build's.
    expect(lines.filter((line) => /add_header/.test(line)).map((line) => line.trim().split(/\s+/)[1])).toEqual(['Cache-Control', 'Cache-Control']);
    expect(lines.filter((line) => line.trim() === 'server_tokens off;')).toHaveLength(2);
  });

  it('refuses a file it cannot serve a build with, or a value nginx would read differently', () => {
    expect(() => localServer(CONF.replace(/^\s*root .*$/m, ''), LOCAL)).toThrow(/no root, include line/);
    expect(() => localServer(CONF.replace(/^\s*return 301 .*$/m, ''), LOCAL)).toThrow(/no redirect line/);
    expect(() => localServer(CONF, { ...LOCAL, root: '/tmp/"x' })).toThrow(/build folder/);
  });

  it('keeps everything nginx writes in its own folder', () => {
    const conf = nginxConf({ prefix: '/tmp/n', server: 'server {\n}\n', mimeTypes: '/etc/nginx/mime.types' });
    const paths = conf.match(/^\s*(pid|error_log|access_log|\w+_temp_path) \S+/gm) ?? [];
    expect(paths).toHaveLength(8);
    for (const line of paths) expect(line).toMatch(/ \/tmp\/n\//);
  });
});

/** A GET over HTTPS that trusts the server's throwaway certificate: status and headers. */
function get(url: string, ca: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((done, fail) => {
    request(url, { ca }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', fail)
      .end();
  });
}

describe('serving a build through deploy/nginx.conf', () => {
  // A build made for an API on its own origin: its pages and its header snippet name it.
  const policy = buildCsp({ apiBaseUrl: 'https://core.example.id/api', siteUrl: 'https://www.example.co.id' });
  const page = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}"><div id="root"></div>`;
  const build = (snippetPolicy = policy) => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-build-'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, '200.html'), page);
    writeFileSync(join(dir, '_headers.nginx'), nginxSnippet(securityHeaders(snippetPolicy)));
    return dir;
  };

  it("sends the build's own headers, whatever this shell's VITE_* say (none here)", async () => {
    const saved = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('VITE_')));
    for (const name of Object.keys(saved)) delete process.env[name];
    const dir = build();
    const server = await serveWithNginx({ dir });
    try {
      const { status, headers } = await get(`${server.origin}/`, server.ca);
      expect(status).toBe(200);
      expect(headers['content-security-policy']).toBe(`${policy}; frame-ancestors 'none'`);
      expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https://core.example.id");
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      Object.assign(process.env, saved);
    }
  });

  it("refuses a build whose header snippet and pages disagree, or that has none", async () => {
    const stale = build(buildCsp({}));
    const bare = build();
    rmSync(join(bare, '_headers.nginx'));
    try {
      await expect(serveWithNginx({ dir: stale })).rejects.toThrow(/_headers.nginx and the pages' policy disagree/);
      await expect(serveWithNginx({ dir: bare })).rejects.toThrow(/No _headers.nginx/);
    } finally {
      rmSync(stale, { recursive: true, force: true });
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
