// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedServer, localServer, nginxConf } from './nginx-serve.mjs';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const CSP = "default-src 'self'; connect-src 'self' https://core.example.id";
const SWAPPED = /^\s*(listen|ssl_\w+|server_name|root|set \$csp)\s/;

describe('the server that the browser tests run', () => {
  it("is the README's server block, but for the lines a local run cannot keep", () => {
    const documented = documentedServer(README);
    const local = localServer(documented, { port: 4321, root: '/tmp/build', csp: CSP });
    const kept = (block: string) => block.split('\n').filter((line) => !SWAPPED.test(line));
    expect(kept(local)).toEqual(kept(documented));
    expect(local).toContain('    listen 127.0.0.1:4321;\n');
    expect(local).toContain('    root "/tmp/build";\n');
    expect(local).toContain(`    set $csp "${CSP}";\n`);
    expect(local.split('\n').filter((line) => !line.trim().startsWith('#')).join('\n')).not.toMatch(/ssl/);
  });

  it('refuses a block it cannot serve a build with, or a value nginx would read differently', () => {
    const block = documentedServer(README);
    expect(() => localServer(block.replace(/^\s*root .*$/m, ''), { port: 1, root: '/b', csp: CSP })).toThrow(/no root line/);
    expect(() => localServer(block, { port: 1, root: '/b', csp: `${CSP}; report-uri "/x"` })).toThrow(/policy/);
    expect(() => documentedServer(`${README}\n\`\`\`nginx\nserver {\n}\n\`\`\`\n`)).toThrow(/found 2/);
  });

  it('keeps everything nginx writes in its own folder', () => {
    const conf = nginxConf({ prefix: '/tmp/n', server: 'server {\n}\n', mimeTypes: '/etc/nginx/mime.types' });
    const paths = conf.match(/^\s*(pid|error_log|access_log|\w+_temp_path) \S+/gm) ?? [];
    expect(paths).toHaveLength(8);
    for (const line of paths) expect(line).toMatch(/ \/tmp\/n\//);
  });
});
