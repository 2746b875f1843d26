// A relative path with its extension, not '@/lib/brand': vite.config.ts loads this module to write
// index.html, and Vite's config loader knows no alias and asks for extensions (nor does it define
// import.meta.env: nothing this module imports may read the configuration).
import { BRAND_NAME } from '../../lib/brand.ts';

/**
 * The head's defaults, the one place they are written: the page head renders them where a page
 * has nothing of its own (src/app/layout/page-head.tsx), and the build and the dev server write
 * them into index.html (`withDefaultHead`, the `default-head` plugin of vite.config.ts), where
 * they stand until the page head renders.
 */
export const DEFAULT_SEO = {
  title: `${BRAND_NAME} - Layanan Kesehatan Homecare yang Datang ke Rumah Anda`,
  description:
    'Layanan kesehatan homecare membantu perawatan dan pemulihan tanpa perlu antre di rumah sakit atau klinik.',
  keywords:
    'homecare, perawat homecare, fisioterapi, terapi wicara, akupunktur, laboratorium, swab test, sunat di rumah, sewa alat kesehatan, panggil dokter',
} as const;

/** index.html's place for the defaults: a comment of its own line, `<!-- default-head … -->`. */
const PLACEHOLDER = /^([ \t]*)<!--\s*default-head\b[\s\S]*?-->/m;

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * index.html with the defaults in place of its `default-head` comment, each tag marked
 * `data-default-head` (the page head removes them once it renders; the prerender replaces them,
 * scripts/prerender/html.mjs). Throws when the page has no such comment.
 */
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
