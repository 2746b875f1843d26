import { createScreenOverride } from './screen-override';

/** Search-engine metadata of a page; the same shape as the API's `Seo` record. */
export type PageSeo = {
  url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
};

/**
 * Detail screens (service, device) get their metadata inside their own response. They hand it
 * to the page head through this store, and it wins over the record looked up by path.
 */
const pageSeo = createScreenOverride<PageSeo>();

/** Uses `seo` for the page head while the calling screen is mounted. */
export function usePageSeo(seo: PageSeo | null | undefined): void {
  pageSeo.useProvide(seo ?? null);
}

export const usePageSeoOverride: () => PageSeo | null = pageSeo.useCurrent;
