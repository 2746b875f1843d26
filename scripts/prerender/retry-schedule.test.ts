import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LOST, ONLINE_RETRY_DELAYS_MS } from '@/lib/connection';

// The boot loader and the page's inline script are plain scripts that run before the app, and
// cannot import its schedule for asking again for what failed to load (`tryAgainLater`,
// src/lib/connection.ts): each writes it out, and this keeps the three the same.
describe("the schedule of a page's start for a file lost on its way", () => {
  it.each(['boot.js', 'early-events.js'])('in %s is the one the app keeps', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const written = /const RETRY_DELAYS_MS = (\[[\d, ]+\]);/.exec(source)?.[1];
    expect(written, `${file} writes out RETRY_DELAYS_MS`).toBeDefined();
    expect(JSON.parse(written!)).toEqual([...ONLINE_RETRY_DELAYS_MS]);
  });
});

// The boot loader tells the shell's visitor that the connection was lost in the app's own words.
describe("the boot loader's message for a connection lost on the shell", () => {
  it("is the app's", () => {
    const source = readFileSync(new URL('./boot.js', import.meta.url), 'utf8');
    const written = /const CONNECTION_LOST = '([^']+)';/.exec(source)?.[1];
    expect(written, 'boot.js writes out CONNECTION_LOST').toBe(CONNECTION_LOST);
  });
});
