// The schedule's examples as an operator installs them: deploy/deploy.env.example is read by
// systemd (EnvironmentFile) and by sh (the cron line, the CI job), and both must read the same.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ENV_EXAMPLE = 'deploy/deploy.env.example';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-schedule-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The variables sh sets from an environment file, as the cron line reads it. */
function readBySh(file: string): Record<string, string> {
  const out = execFileSync('sh', ['-c', 'set -a && . "$1" && set +a && env -0', 'sh', file], {
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
  });
  return Object.fromEntries(out.split('\0').filter(Boolean).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** The variables systemd sets from an EnvironmentFile: KEY=value, double quotes around a value removed. */
function readBySystemd(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim()))
      .filter((match) => match !== null)
      .map(([, key, value]) => [key, value!.replace(/^"(.*)"$/, '$1')]),
  );
}

it('the environment file sets the same variables in sh as in systemd', () => {
  const systemd = readBySystemd(ENV_EXAMPLE);
  expect(Object.keys(systemd)).toEqual(['VITE_API_BASE_URL', 'VITE_SITE_URL', 'DEPLOY_DIR', 'DEPLOY_RELOAD']);
  expect(systemd.DEPLOY_RELOAD).toBe('sudo -n /usr/bin/systemctl reload nginx');
  const sh = readBySh(ENV_EXAMPLE);
  for (const [key, value] of Object.entries(systemd)) expect(sh[key], key).toBe(value);
});

it("the cron line runs the deploy into DEPLOY_DIR with the file's environment and logs to its file", () => {
  const line = readFileSync('deploy/cron.example', 'utf8')
    .split('\n')
    .find((text) => /^\S+ \S+ \S+ \S+ \S+ homecare /.test(text));
  expect(line?.split(' ').slice(0, 5).join(' ')).toBe('*/15 * * * *');
  // The line's own command, with the host's paths moved into a temporary folder and an npm that
  // writes down how it was called.
  const app = join(dir, 'app');
  const bin = join(dir, 'bin');
  mkdirSync(app);
  mkdirSync(bin);
  mkdirSync(join(dir, 'log'));
  writeFileSync(join(bin, 'npm'), '#!/bin/sh\necho "npm $* in $(pwd); reload: $DEPLOY_RELOAD; api: $VITE_API_BASE_URL"\n');
  chmodSync(join(bin, 'npm'), 0o755);
  writeFileSync(join(dir, 'deploy.env'), readFileSync(ENV_EXAMPLE, 'utf8').replace('DEPLOY_DIR=/srv/homecare', `DEPLOY_DIR=${dir}/site`));
  const command = line!
    .split(' ')
    .slice(6)
    .join(' ')
    .replace('/srv/homecare/app', app)
    .replace('/etc/homecare/deploy.env', join(dir, 'deploy.env'))
    .replace('/var/log/homecare', join(dir, 'log'));
  execFileSync('sh', ['-c', command], { env: { PATH: `${bin}:${process.env.PATH}` } });
  expect(readFileSync(join(dir, 'log', 'deploy.log'), 'utf8')).toBe(
    `npm run deploy -- --to ${dir}/site in ${app}; reload: sudo -n /usr/bin/systemctl reload nginx; api: https://core.example.co.id/api\n`,
  );
});
