import type { Meta } from './shared.schemas';

/** Lists paginate from page 1; `meta.nextPage` is the next page number or null at the end. */
export const FIRST_PAGE = 1;

/** The items a page of each list holds (the API's `pagination`). */
export const ARTICLE_PAGE_SIZE = 8;
export const DEVICE_PAGE_SIZE = 8;
export const PROMOTION_PAGE_SIZE = 4;
export const FAQ_PAGE_SIZE = 10;

export function nextPageParam(lastPage: { meta: Meta }): number | undefined {
  return lastPage.meta.nextPage ?? undefined;
}
