#!/usr/bin/env node
// Renders the default about video (public/site/about-video.webm and .mp4) from the brand
// illustrations; its first frame is the poster, so nothing jumps when it starts.
// Needs Debian's ffmpeg and librsvg2-bin (rsvg-convert). Usage: node scripts/make-about-video.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SITE = new URL('../public/site/', import.meta.url).pathname;
const DEMO = new URL('../public/demo/', import.meta.url).pathname;
const OUT = join(SITE, 'about-video');
const FPS = 24;
const SLOT = 1.5; // seconds each icon is shown, including its fade into the next
const FADE = 0.6;
const SERVICES = ['perawat', 'fisioterapi', 'laboratorium'];

const poster = readFileSync(join(SITE, 'about-poster.svg'), 'utf8');
// Each drawing has a <g>; without one this stops with a TypeError, before anything is written.
const innerOf = (/** @type {string} */ svg) => /** @type {RegExpMatchArray} */ (svg.match(/<g [^>]*>(.*?)<\/g>/))[1];
// The poster's own icon group (the home) comes first; then the services' icons, same stroke.
const icons = [innerOf(poster), ...SERVICES.map((name) => innerOf(readFileSync(join(DEMO, `services/${name}-vector.svg`), 'utf8')))];
const duration = icons.length * SLOT;
const frames = Math.round(duration * FPS);

const smooth = (/** @type {number} */ x) => x * x * (3 - 2 * x);

/** Icon i at time t: the next fades in only once this one has faded out, so two never overlap.
 * @param {number} i
 * @param {number} t seconds */
function iconState(i, t) {
  const slot = Math.floor(t / SLOT);
  const into = t - slot * SLOT - (SLOT - FADE);
  const out = into > 0 ? smooth(Math.min(1, into / (FADE / 2))) : 0;
  const incoming = into > FADE / 2 ? smooth((into - FADE / 2) / (FADE / 2)) : 0;
  if (i === slot) return { opacity: 1 - out, scale: 1 - 0.08 * out };
  if (i === (slot + 1) % icons.length) return { opacity: incoming, scale: 0.92 + 0.08 * incoming };
  return { opacity: 0, scale: 1 };
}

/** @param {number} t */
function frame(t) {
  const phase = (2 * Math.PI * t) / duration;
  /** @type {(x: number, y: number, dx: number, dy: number) => string} */
  const drift = (x, y, dx, dy) => `cx="${(x + dx * Math.sin(phase)).toFixed(2)}" cy="${(y + dy * (1 - Math.cos(phase))).toFixed(2)}"`;
  const heart = 1 + 0.06 * Math.sin(phase * 2) ** 2;
  const iconLayers = icons
    .map((inner, i) => ({ inner, ...iconState(i, t) }))
    .filter(({ opacity }) => opacity > 0.001)
    .map(
      ({ inner, opacity, scale }) =>
        `<g transform="translate(640 350) scale(${(6.25 * scale).toFixed(4)}) translate(-24 -24)" opacity="${opacity.toFixed(3)}" fill="none" stroke="#0f766e" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${inner}</g>`,
    )
    .join('');
  return poster
    .replace(/<circle cx="1100" cy="120"/, `<circle ${drift(1100, 120, 36, 14)}`)
    .replace(/<circle cx="160" cy="720"/, `<circle ${drift(160, 720, -28, -18)}`)
    .replace(/<g transform="translate\(490 200\) scale\(6.25\)"[^>]*>.*?<\/g>/, iconLayers)
    .replace(/translate\(770 120\) scale\(2.5\)/, `translate(830 187.5) scale(${(2.5 * heart).toFixed(4)}) translate(-24 -27)`);
}

const work = mkdtempSync(join(tmpdir(), 'about-video-'));
try {
  for (let n = 0; n < frames; n += 1) {
    const name = join(work, `f${String(n).padStart(4, '0')}`);
    writeFileSync(`${name}.svg`, frame(n / FPS));
    execFileSync('rsvg-convert', ['-w', '1280', '-h', '720', '-o', `${name}.png`, `${name}.svg`]);
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(work, 'f%04d.png'), '-an'];
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '33', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2'],
    `${OUT}.webm`,
  ]);
  execFileSync('ffmpeg', [
    ...input,
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-preset', 'veryslow', '-tune', 'animation', '-crf', '26'],
    ...['-movflags', '+faststart'],
    `${OUT}.mp4`,
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
for (const ext of ['webm', 'mp4']) console.log(`${OUT}.${ext}: ${statSync(`${OUT}.${ext}`).size} bytes, ${duration} s`);
