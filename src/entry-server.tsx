/** The build's server entry, used only by scripts/prerender.mjs: which pages, and each one's HTML. */
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
export { withShellRobots } from '@/app/seo/shell-head';

/** Gives the sanitizer and DOMParser a DOM; rendering loads only from here on, so the page list stays light. */
export async function renderSetup(demoSiteUrl: string, renderedAt: number): Promise<void> {
  const [{ JSDOM }, render] = await Promise.all([import('jsdom'), import('@/app/render-page')]);
  lendDomWindow(new JSDOM('<!doctype html>').window);
  render.configureRender(demoSiteUrl, renderedAt);
}

export async function renderPage(path: string, signal?: AbortSignal): Promise<RenderedPage> {
  return (await import('@/app/render-page')).renderPage(path, signal);
}

export { describeFailure } from '@/api/failure';
export { boundRequests } from '@/api/http';

/** A detail may fail within the build's threshold and go to the shell; any other page must be written. */
export interface PageEntry {
  path: string;
  lastmod?: string;
  detail?: true;
}

export interface PageList {
  pages: PageEntry[];
  notes: string[];
}

export const buildConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL?.trim() || null,
  siteUrl: import.meta.env.VITE_SITE_URL?.trim() || null,
  resolvedApiBaseUrl: apiBaseUrl,
  resolvedSiteUrl: siteUrl,
};

/** Without VITE_API_BASE_URL the build answers with the demo API's own handlers, in this thread. */
export async function startDemoApi(): Promise<(() => void) | null> {
  if (import.meta.env.VITE_API_BASE_URL) return null;
  return (await import('../mocks/node')).answerInThread();
}

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

// The build's own page size for lists: the screens' small sizes would reach MAX_LIST_PAGES early.
export const LISTING_PAGE_SIZE = 100;

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

function sitemapDate(value: string | null | undefined): string | null {
  const match = value?.trim().match(/^\d{4}-\d{2}-\d{2}/);
  return match ? match[0] : null;
}

const latest = (dates: (string | null)[]): string | null =>
  dates.reduce<string | null>((max, date) => (date && (!max || date > max) ? date : max), null);

const entry = (path: string, lastmod?: string | null): PageEntry => (lastmod ? { path, lastmod } : { path });

/** A record whose slug cannot name a page is passed over with a line, and the build goes on. */
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

/** A failing list call rejects: the build stops rather than publish a site with pages missing. */
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
    // Only an open career takes applications: a closed one stays on the shell, which says 'Lowongan ditutup'.
    ...details(
      paths.careers.getHref(),
      careers.filter((career) => !hasEnded(career.deadline, today)),
      (item) => item.slug,
      (slug) => entry(paths.applicant.getHref(slug)),
      [],
    ),
  ];
  // A slug listed twice (a record moving between pages while the build reads them) is one page.
  return { pages: [...new Map(pages.map((page) => [page.path, page])).values()], notes };
}
