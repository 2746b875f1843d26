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

const reported = new Set<string>();

/** Items past the page size asked for are dropped and the breach warned once per list; `meta.nextPage` is kept. */
export function boundPage<K extends string, T extends { meta: Meta } & Record<K, readonly unknown[]>>(page: T, key: K, size: number, list: string): T {
  const items = page[key];
  if (items.length <= size) return page;
  if (!reported.has(list)) {
    reported.add(list);
    console.warn(`[contract] ${list} answered ${items.length} items for a page of ${size}; the items past ${size} are dropped`);
  }
  return { ...page, [key]: items.slice(0, size) };
}
