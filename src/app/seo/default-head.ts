// A relative path with its extension: vite.config.ts loads this module, and Vite's config loader
// knows no alias nor import.meta.env.
import { BRAND_NAME } from '../../lib/brand.ts';

/** Written once: the page head falls back to them, and the build writes them into index.html (vite.config.ts). */
export const DEFAULT_SEO = {
  title: `${BRAND_NAME} - Layanan Kesehatan Homecare yang Datang ke Rumah Anda`,
  description:
    'Layanan kesehatan homecare membantu perawatan dan pemulihan tanpa perlu antre di rumah sakit atau klinik.',
  keywords:
    'homecare, perawat homecare, fisioterapi, terapi wicara, akupunktur, laboratorium, swab test, sunat di rumah, sewa alat kesehatan, panggil dokter',
} as const;

const PLACEHOLDER = /^([ \t]*)<!--\s*default-head\b[\s\S]*?-->/m;

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Each tag is marked `data-default-head` for the page head to remove. Throws without the placeholder. */
export function withDefaultHead(html: string): string {
  const match = html.match(PLACEHOLDER);
  if (!match) throw new Error('withDefaultHead: index.html has no <!-- default-head --> comment');
  const indent = match[1] ?? '';
  const tags = [
    `<title data-default-head>${escapeText(DEFAULT_SEO.title)}</title>`,
    `<meta data-default-head name="description" content="${escapeAttribute(DEFAULT_SEO.description)}" />`,
    `<meta data-default-head name="keywords" content="${escapeAttribute(DEFAULT_SEO.keywords)}" />`,
  ];
  return html.replace(PLACEHOLDER, () => tags.map((tag) => indent + tag).join('\n'));
}
