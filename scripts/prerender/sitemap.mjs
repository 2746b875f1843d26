// dist/sitemap.xml and the robots.txt line that names it.

const escapeXml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every prerendered page on the public site, with `lastmod` where its record has a date. */
export function sitemapXml(siteUrl, pages) {
  const urls = pages.map(({ path, lastmod }) => {
    const loc = `    <loc>${escapeXml(new URL(path, `${siteUrl}/`).href)}</loc>`;
    return `  <url>\n${loc}\n${lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : ''}  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** public/robots.txt with its Sitemap line for this build's site (any older one is replaced). */
export function robotsTxt(source, siteUrl) {
  const rules = source
    .split('\n')
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
