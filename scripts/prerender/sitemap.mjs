// dist/sitemap.xml (an index of sitemap-1.xml, sitemap-2.xml, ... past the protocol's limit of
// URLs per file) and the robots.txt line that names it.

/** The sitemap protocol's most URLs in one file (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** @typedef {object} SitemapPage @property {string} path @property {string} [lastmod] */

/** @typedef {object} SitemapFile @property {string} name @property {string} content */

const escapeXml = (/** @type {string} */ value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (/** @type {string} */ siteUrl, /** @type {string} */ path) => new URL(path, `${siteUrl}/`).href;

/** @param {string} siteUrl @param {SitemapPage[]} pages @returns {string} */
export function sitemapXml(siteUrl, pages) {
  const urls = pages.map(({ path, lastmod }) => {
    const loc = `    <loc>${escapeXml(absolute(siteUrl, path))}</loc>`;
    return `  <url>\n${loc}\n${lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : ''}  </url>`;
  });
  return `${PROLOG}<urlset xmlns="${XMLNS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Past `maxUrls` pages sitemap.xml becomes an index, so robots.txt names sitemap.xml either way.
 * @param {string} siteUrl
 * @param {SitemapPage[]} pages
 * @param {{ maxUrls?: number }} [options]
 * @returns {SitemapFile[]} */
export function sitemapFiles(siteUrl, pages, { maxUrls = MAX_SITEMAP_URLS } = {}) {
  if (pages.length <= maxUrls) return [{ name: 'sitemap.xml', content: sitemapXml(siteUrl, pages) }];
  /** @type {SitemapFile[]} */
  const parts = [];
  for (let start = 0; start < pages.length; start += maxUrls) {
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, content: sitemapXml(siteUrl, pages.slice(start, start + maxUrls)) });
  }
  const entries = parts.map(({ name }) => `  <sitemap>\n    <loc>${escapeXml(absolute(siteUrl, `/${name}`))}</loc>\n  </sitemap>`);
  const index = `${PROLOG}<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return [{ name: 'sitemap.xml', content: index }, ...parts];
}

/** @param {string} source @param {string} siteUrl @returns {string} */
export function robotsTxt(source, siteUrl) {
  const rules = source
    .split('\n')
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
