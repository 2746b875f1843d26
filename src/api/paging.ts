import type { Meta } from './shared.schemas';

/** Lists paginate from page 1; `meta.nextPage` is the next page number or null at the end. */
export const FIRST_PAGE = 1;

export function nextPageParam(lastPage: { meta: Meta }): number | undefined {
  return lastPage.meta.nextPage ?? undefined;
}
