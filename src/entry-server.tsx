/**
 * The server entry of the build (`vite build --ssr src/entry-server.tsx`), used only by
 * scripts/prerender.mjs: which pages to prerender, and each page's first view as HTML.
 */
import { fetchArticlePage } from '@/api/articles/articles.api';
import { fetchCareers } from '@/api/careers/careers.api';
import { fetchDevicePage } from '@/api/devices/devices.api';
import { fetchDocumentItems } from '@/api/documents/documents.api';
import { fetchPromotionPage } from '@/api/promotions/promotions.api';
import { fetchServices } from '@/api/services/services.api';
import { apiBaseUrl, siteUrl } from '@/lib/config';
import { hasEnded } from '@/lib/dates';
import { lendDomWindow } from '@/lib/dom-window';
import { unsafeSlugReason } from '@/lib/page-slug';
import { paths } from '@/lib/paths';
import { renderClockTime } from '@/lib/render-clock';
import type { RenderedPage } from '@/app/render-page';

export type { RenderedPage };
/** The shell's robots tag (200.html), as the page head expects it. */
export { withShellRobots } from '@/app/seo/shell-head';

/**
 * Prepares this process to render: the HTML sanitizer and DOMParser get a DOM (Node has none),
 * a demo build its site root, and every page the same clock. Rendering loads only from here on,
 * so the page list stays light.
 */
export async function renderSetup(demoSiteUrl: string, renderedAt: number): Promise<void> {
  const [{ JSDOM }, render] = await Promise.all([import('jsdom'), import('@/app/render-page')]);
  lendDomWindow(new JSDOM('<!doctype html>').window);
  render.configureRender(demoSiteUrl, renderedAt);
}

/** One page's first view; an abandoned render (`signal`) stops fetching and resolves as skipped. */
export async function renderPage(path: string, signal?: AbortSignal): Promise<RenderedPage> {
  return (await import('@/app/render-page')).renderPage(path, signal);
}

/** Every request of the build gets a time limit and retries; a failure reads as one line. */
export { describeFailure } from '@/api/failure';
export { boundRequests } from '@/api/http';

/**
 * A page to prerender, with the date of its record for the sitemap when it has one. A detail
 * (a record's page) may fail within the build's threshold and go to the shell; any other page
 * must be written, or the build fails.
 */
export interface PageEntry {
  path: string;
  lastmod?: string;
  detail?: true;
}

/** The pages, and one line for each record or list the build passed over, for its summary. */
export interface PageList {
  pages: PageEntry[];
  notes: string[];
}

/** The build's configuration, as baked into this bundle (the prerender checks and prints it). */
export const buildConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL?.trim() || null,
  siteUrl: import.meta.env.VITE_SITE_URL?.trim() || null,
  /** Where the requests go: the demo API answers them in this process. */
  resolvedApiBaseUrl: apiBaseUrl,
  resolvedSiteUrl: siteUrl,
};

/**
 * Without VITE_API_BASE_URL the site runs on the demo API: the prerender answers the same
 * requests with the same handlers and data (msw/node), so a fresh clone builds a full demo site.
 */
export async function startDemoApi(): Promise<(() => void) | null> {
  if (import.meta.env.VITE_API_BASE_URL) return null;
  const { server } = await import('../mocks/node');
  server.listen({ onUnhandledRequest: 'error' });
  return () => server.close();
}

/** The public pages with no record of their own: the content pages and the forms. */
const STATIC_PATHS = [
  paths.home,
  paths.services,
  paths.about,
  paths.contact,
  paths.faq,
  paths.terms,
  paths.privacy,
  paths.articles,
  paths.promotions,
  paths.devices,
  paths.careers,
  paths.reservation,
  paths.partner,
  paths.validation,
].map((entry) => entry.getHref());

// A list that never ends is a broken API, not a big site.
export const MAX_LIST_PAGES = 500;

// The build reads each list in pages of this size (the API's `pagination` is the page size):
// the screens' own sizes (4 to 8) would take a request per handful of records and reach the
// bound at 2,000 promotions. With it, the bound is 50,000 records a list.
export const LISTING_PAGE_SIZE = 100;

/** Every page of a paged list, following `meta.nextPage`; a list that reaches the bound says so. */
async function allPages<Page, Item>(
  list: string,
  notes: string[],
  fetchPage: (page: number) => Promise<Page>,
  read: (page: Page) => { items: Item[]; nextPage: number | null },
): Promise<Item[]> {
  const items: Item[] = [];
  let page: number | null = 1;
  for (let count = 0; page !== null; count += 1) {
    if (count === MAX_LIST_PAGES) {
      notes.push(`${list} stopped at page ${MAX_LIST_PAGES}: the API still named a next page`);
      break;
    }
    const { items: more, nextPage } = read(await fetchPage(page));
    items.push(...more);
    page = nextPage;
  }
  return items;
}

/** 'YYYY-MM-DD' from an API date or date-time, for the sitemap; null when unreadable. */
function sitemapDate(value: string | null | undefined): string | null {
  const match = value?.trim().match(/^\d{4}-\d{2}-\d{2}/);
  return match ? match[0] : null;
}

const latest = (dates: (string | null)[]): string | null =>
  dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null);

const entry = (path: string, lastmod?: string | null): PageEntry => (lastmod ? { path, lastmod } : { path });

/**
 * The details of one list whose slugs can name a page; each other record is passed over with a
 * line naming its list and slug, and the build goes on.
 */
function details<Item>(
  list: string,
  items: Item[],
  slugOf: (item: Item) => string,
  page: (slug: string, item: Item) => PageEntry,
  notes: string[],
): PageEntry[] {
  const pages: PageEntry[] = [];
  for (const item of items) {
    const slug = slugOf(item);
    const unsafe = unsafeSlugReason(slug);
    if (unsafe) notes.push(`${list}: slug ${JSON.stringify(slug.length > 80 ? `${slug.slice(0, 80)}…` : slug)} passed over (${unsafe})`);
    else pages.push({ ...page(slug, item), detail: true });
  }
  return pages;
}

/**
 * The one list of pages to prerender: the content pages and forms, then every detail whose slug
 * the list APIs return (all pages of each list) and the application form of every open career.
 * A failing list call rejects: the build stops rather than publish a site with pages missing.
 */
export async function prerenderPages(): Promise<PageList> {
  const notes: string[] = [];
  const [services, articles, promotions, devices, careers, documents] = await Promise.all([
    fetchServices(),
    allPages(
      paths.articles.getHref(),
      notes,
      (page) => fetchArticlePage('', page, undefined, LISTING_PAGE_SIZE),
      (result) => ({ items: result.articles, nextPage: result.meta.nextPage }),
    ),
    allPages(
      paths.promotions.getHref(),
      notes,
      (page) => fetchPromotionPage('', page, undefined, LISTING_PAGE_SIZE),
      (result) => ({ items: result.promotions, nextPage: result.meta.nextPage }),
    ),
    allPages(
      paths.devices.getHref(),
      notes,
      (page) => fetchDevicePage('', page, undefined, LISTING_PAGE_SIZE),
      (result) => ({ items: result.medical_devices, nextPage: result.meta.nextPage }),
    ),
    fetchCareers({ placement: '', education: '', position: '' }),
    fetchDocumentItems(),
  ]);
  const terms = latest(documents.map((item) => sitemapDate(item.updated_at)));
  const today = new Date(renderClockTime());
  const pages = [
    ...STATIC_PATHS.map((path) => entry(path, path === paths.terms.getHref() ? terms : null)),
    ...details(paths.services.getHref(), services, (service) => service.slug, (slug) => entry(paths.service.getHref(slug)), notes),
    ...details(
      paths.articles.getHref(),
      articles,
      (article) => article.article_slug,
      (slug, article) => entry(paths.article.getHref(slug), sitemapDate(article.created_at)),
      notes,
    ),
    ...details(paths.promotions.getHref(), promotions, (item) => item.slug, (slug) => entry(paths.promotion.getHref(slug)), notes),
    ...details(paths.devices.getHref(), devices, (item) => item.slug, (slug) => entry(paths.device.getHref(slug)), notes),
    ...details(paths.careers.getHref(), careers, (item) => item.slug, (slug) => entry(paths.career.getHref(slug)), notes),
    // Only an open career takes applications: a closed one's page stays on the shell, which
    // tells the visitor so ('Lowongan ditutup') against the visitor's own clock.
    ...details(
      paths.careers.getHref(),
      careers.filter((career) => !hasEnded(career.deadline, today)),
      (item) => item.slug,
      (slug) => entry(paths.applicant.getHref(slug)),
      // The career's own page already named an unsafe slug.
      [],
    ),
  ];
  // A slug listed twice (a record moving between pages while the build reads them) is one page.
  return { pages: [...new Map(pages.map((page) => [page.path, page])).values()], notes };
}
