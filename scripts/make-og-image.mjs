#!/usr/bin/env node
// Draws the default link-preview image (public/og-default.png, the size the page head announces)
// and the structured data's logo (public/logo-512.png): link previews show no SVG, hence PNG.
// Needs Debian's librsvg2-bin (rsvg-convert). Usage: node scripts/make-og-image.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';

const PUBLIC = new URL('../public/', import.meta.url).pathname;
const WIDTH = 650;
const HEIGHT = 366;
const MAX_BYTES = 60_000; // link previews fetch it on slow phones too

const poster = readFileSync(`${PUBLIC}site/about-poster.svg`, 'utf8');
// The poster has both; without them this stops with a TypeError, before anything is written.
const gradient = /** @type {RegExpMatchArray} */ (poster.match(/<linearGradient[\s\S]*?<\/linearGradient>/))[0];
const homeIcon = /** @type {RegExpMatchArray} */ (poster.match(/<g transform="translate\(490 200\) scale\(6.25\)"[^>]*>([\s\S]*?)<\/g>/))[1];

// The poster's scene scaled down, its card on the left, the brand and the title's claim on the right.
const card = `
  <rect x="48" y="83" width="200" height="200" rx="40" fill="#fff"/>
  <g transform="translate(148 183) scale(3.1) translate(-24 -24)" fill="none" stroke="#0f766e"
     stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${homeIcon}</g>`;
const text = `
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#fff">
    <text x="284" y="160" font-size="56" font-weight="700">Rawatin</text>
    <text x="286" y="204" font-size="21" fill="#ccfbf1">Layanan Kesehatan Homecare</text>
    <text x="286" y="234" font-size="21" fill="#ccfbf1">yang Datang ke Rumah Anda</text>
  </g>`;
const share = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>${gradient}</defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="559" cy="61" r="163" fill="#fff" opacity=".06"/>
  <circle cx="81" cy="366" r="142" fill="#fff" opacity=".05"/>
  ${card}
  ${text}
</svg>`;

/** @param {string} svg @param {string} out the PNG file @param {number} width @param {number} height */
function render(svg, out, width, height) {
  execFileSync('rsvg-convert', ['--width', String(width), '--height', String(height), '--format', 'png', '--output', out], {
    input: svg,
  });
  const bytes = statSync(out).size;
  console.log(`${out.replace(PUBLIC, 'public/')}: ${width}×${height}, ${bytes} bytes`);
  if (bytes > MAX_BYTES) throw new Error(`${out} is ${bytes} bytes, over ${MAX_BYTES}`);
}

render(share, `${PUBLIC}og-default.png`, WIDTH, HEIGHT);
// Google asks for a logo of at least 112×112 in a format Google Images reads.
render(readFileSync(`${PUBLIC}favicon.svg`, 'utf8'), `${PUBLIC}logo-512.png`, 512, 512);
