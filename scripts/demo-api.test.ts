import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { demoMediaFile } from './demo-api.mjs';

const root = process.cwd();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('demoMediaFile', () => {
  it('names a file of public/demo for a path under /demo/', () => {
    expect(demoMediaFile('/demo/banners/hero-1.svg')).toBe(join(root, 'public/demo/banners/hero-1.svg'));
    expect(demoMediaFile('/demo/docs/syarat-layanan.pdf')).toBe(join(root, 'public/demo/docs/syarat-layanan.pdf'));
  });

  it('names nothing outside the folder, nor a file of an unknown type', () => {
    for (const path of ['/demo/../package.json', '/demo/%2e%2e/%2e%2e/package.json', '/demo/..%2f..%2fpackage.json', '/demo/%E0%A4%A', '/site/placeholder.svg', '/demo/x.js', '/demo/']) {
      expect(demoMediaFile(path), path).toBeNull();
    }
  });
});

// The server in a process of its own: it sets VITE_API_BASE_URL for the handlers it loads, which
// must not reach the other tests of this worker.
describe('the HTTP demo API', () => {
  let child: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['scripts/demo-api.mjs'], {
      cwd: root,
      env: { ...process.env, DEMO_API_PORT: String(port), DEMO_API_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Demo API on')) resolve();
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.once('exit', (code) => reject(new Error(`demo API exited (${code}): ${output}`)));
    });
  }, 60_000);

  afterAll(() => {
    child?.kill();
  });

  // The tests' own demo API (MSW in this process) lets the requests to the real server through.
  beforeEach(() => {
    server.use(http.all(`${origin}/*`, () => passthrough()));
  });

  it('names the media of its records on its own origin, and serves them', async () => {
    const banners = (await (await fetch(`${origin}/api/banners`)).json()) as { path_banner: string }[];
    const hero = banners[0]!.path_banner;
    expect(hero).toBe(`${origin}/demo/banners/hero-1.svg`);
    const image = await fetch(hero);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
  });

  it('serves nothing else from its folder', async () => {
    for (const path of ['/demo/nope.svg', '/demo/%2e%2e/%2e%2e/package.json', '/mockServiceWorker.js', '/site/placeholder.svg']) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404);
    }
  });
});
