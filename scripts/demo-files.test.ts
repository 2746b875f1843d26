import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { ConfigEnv, ResolvedConfig, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articles } from '@mocks/data/articles';
import { initialComments } from '@mocks/data/comments';
import { devices } from '@mocks/data/devices';
import { promotions } from '@mocks/data/promotions';
import { services } from '@mocks/data/services';
import { banners } from '@mocks/data/site';
import { aboutVideoSources } from '@/lib/config';
import { demoFilesOnlyInDemoBuilds, isDemoOnlyFile } from './demo-files.mjs';

const root = process.cwd();
const publicDir = join(root, 'public');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** Every '/demo/…' or '/site/…' path in a value of the demo data. */
function mediaPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/\/(?:demo|site)\/[\w./-]+/g)) found.add(match[0].slice(1));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => mediaPaths(item, found));
  }
  return found;
}

/** The hooks the plugin has, as plain functions. */
interface Hooks {
  config(config: UserConfig, env: ConfigEnv): UserConfig | undefined;
  configResolved(config: ResolvedConfig): void;
  writeBundle(): void;
}

/** The plugin's hooks as Vite calls them in a production client build, writing into outDir. */
function runClientBuild(outDir: string, envDir: string) {
  const plugin = demoFilesOnlyInDemoBuilds() as unknown as Hooks;
  const changed = plugin.config({ root, envDir }, { command: 'build', mode: 'production', isSsrBuild: false });
  plugin.configResolved({ root, publicDir, build: { outDir } } as unknown as ResolvedConfig);
  plugin.writeBundle();
  return { copiesPublicDir: changed?.build?.copyPublicDir !== false, shipped: filesUnder(outDir) };
}

describe('the demo API\'s files', () => {
  let outDir: string;
  let envDir: string;

  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'demo-files-out-'));
    // No .env file of this machine decides which build this is: only the stubbed variable.
    envDir = mkdtempSync(join(tmpdir(), 'demo-files-env-'));
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(envDir, { recursive: true, force: true });
  });

  it('are public/demo and the service worker, by path', () => {
    for (const path of ['mockServiceWorker.js', 'demo', 'demo/articles/lansia.svg', './demo/docs/syarat-layanan.pdf', 'demo\\banks\\bca.svg']) {
      expect(isDemoOnlyFile(path), path).toBe(true);
    }
    for (const path of ['', 'site/placeholder.svg', 'favicon.svg', 'robots.txt', 'og-default.png', 'demos/x.svg', 'site/demo/x.svg']) {
      expect(isDemoOnlyFile(path), path).toBe(false);
    }
  });

  it('stay out of a build against a real API, which still ships every file of the site itself', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://core.example.id/api');
    const { copiesPublicDir, shipped } = runClientBuild(outDir, envDir);

    // Vite copies no public/ of its own; the plugin's copy is the whole of it.
    expect(copiesPublicDir).toBe(false);
    expect(shipped).not.toContain('mockServiceWorker.js');
    expect(shipped.filter((file) => file.startsWith('demo/'))).toEqual([]);

    const dataMedia = [...mediaPaths([services, banners, articles, initialComments, promotions, devices])];
    expect(dataMedia.length).toBeGreaterThan(50);
    expect(dataMedia.filter((path) => shipped.includes(path))).toEqual([]);

    const { webm, mp4 } = aboutVideoSources(undefined);
    const site = filesUnder(join(publicDir, 'site')).map((file) => `site/${file}`);
    expect(site).toEqual(expect.arrayContaining([webm.slice(1), mp4.slice(1)]));
    expect(site.filter((path) => !shipped.includes(path))).toEqual([]);
    const atRoot = filesUnder(publicDir).filter((file) => !file.includes('/') && file !== 'mockServiceWorker.js');
    expect(atRoot.filter((file) => !shipped.includes(file))).toEqual([]);
  });

  it('go with a demo build as Vite copies public/, untouched', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    const { copiesPublicDir, shipped } = runClientBuild(outDir, envDir);
    expect(copiesPublicDir).toBe(true);
    expect(shipped).toEqual([]);
  });
});
