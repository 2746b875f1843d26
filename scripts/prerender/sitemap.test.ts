import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapFiles, sitemapXml } from './sitemap.mjs';

const SITE = 'https://www.rawatin.example';
const pagesOf = (count: number) => Array.from({ length: count }, (_, index) => ({ path: `/article/artikel-${index + 1}` }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemapFiles', () => {
  it('writes one urlset while the pages fit in one file', () => {
    const pages = [{ path: '/', lastmod: '2026-03-18' }, ...pagesOf(2)];
    const files = sitemapFiles(SITE, pages, { maxUrls: 3 });
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml']);
    expect(files[0]?.content).toBe(sitemapXml(SITE, pages));
    expect(files[0]?.content).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(files[0]!.content)).toEqual([`${SITE}/`, `${SITE}/article/artikel-1`, `${SITE}/article/artikel-2`]);
    expect(files[0]?.content).toContain('<lastmod>2026-03-18</lastmod>');
  });

  it('past the limit, makes sitemap.xml an index of files that list every page once', () => {
    const pages = pagesOf(4);
    const files = sitemapFiles(SITE, pages, { maxUrls: 3 });
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const [index, ...parts] = files;
    expect(index?.content).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index?.content).not.toContain('<url>');
    expect(locs(index!.content)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    expect(parts.map((part) => locs(part.content).length)).toEqual([3, 1]);
    expect(parts.flatMap((part) => locs(part.content))).toEqual(pages.map((page) => `${SITE}${page.path}`));
    expect(parts.every((part) => part.content.includes('<urlset '))).toBe(true);
  });

  it('keeps to the protocol limit of 50,000 URLs by default', () => {
    expect(MAX_SITEMAP_URLS).toBe(50000);
    expect(sitemapFiles(SITE, pagesOf(MAX_SITEMAP_URLS)).map((file) => file.name)).toEqual(['sitemap.xml']);
    const split = sitemapFiles(SITE, pagesOf(MAX_SITEMAP_URLS + 1));
    expect(split.map((file) => file.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(locs(split[2]!.content)).toEqual([`${SITE}/article/artikel-50001`]);
  });

  it('escapes &, < and > in what it writes, in one file and past the limit', () => {
    // The URL parser already writes < and > in a path or query as %3C and %3E; & stays as is.
    const pages = [{ path: '/cari?q=a&b=<c>', lastmod: '<2026&>' }, { path: '/x' }];
    for (const files of [sitemapFiles(SITE, pages), sitemapFiles(SITE, pages, { maxUrls: 1 })]) {
      const xml = files.map((file) => file.content).join('');
      expect(xml).toContain(`<loc>${SITE}/cari?q=a&amp;b=%3Cc%3E</loc>`);
      expect(xml).toContain('<lastmod>&lt;2026&amp;&gt;</lastmod>');
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    }
  });
});

describe('robotsTxt', () => {
  it('names sitemap.xml, whichever form it takes', () => {
    expect(robotsTxt('User-agent: *\nAllow: /\nSitemap: https://old.example/sitemap.xml\n', SITE)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
  });
});
