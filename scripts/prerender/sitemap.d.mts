export interface SitemapPage {
  path: string;
  lastmod?: string;
}
export interface SitemapFile {
  name: string;
  content: string;
}
export const MAX_SITEMAP_URLS: number;
export function sitemapXml(siteUrl: string, pages: SitemapPage[]): string;
export function sitemapFiles(siteUrl: string, pages: SitemapPage[], options?: { maxUrls?: number }): SitemapFile[];
export function robotsTxt(source: string, siteUrl: string): string;
