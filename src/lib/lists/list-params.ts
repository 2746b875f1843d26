import { paths } from '@/lib/paths';

// A list's choices live in the URL, named as the API names them (docs/decisions/072-list-pages-in-the-url.md).
export type ListParam = 'search' | 'category' | 'placement' | 'education' | 'position';
export type ListParamChanges = Partial<Record<ListParam, string>>;

export const SEARCH_DEBOUNCE_MS = 500;

export const readParam = (params: URLSearchParams, name: ListParam): string => params.get(name)?.trim() ?? '';

export const readSearch = (params: URLSearchParams): string => readParam(params, 'search');

export const readFaqFilters = (params: URLSearchParams) => ({
  search: readParam(params, 'search'),
  category: readParam(params, 'category'),
});

export const readCareerFilters = (params: URLSearchParams) => ({
  placement: readParam(params, 'placement'),
  education: readParam(params, 'education'),
  position: readParam(params, 'position'),
});

/** A count, not a choice: out of the query key, canonical URLs and the sitemap (docs/decisions/072-list-pages-in-the-url.md). */
export const PAGE_PARAM = 'page';

/** Beyond those cached, per arrival: a link may say `?page=9999`. */
export const MAX_PAGES_PER_VISIT = 10;

/** Any other param (another list's, a tracking tag) leaves the list as the build rendered it. */
const PARAMS_OF_LIST: Readonly<Record<string, readonly string[]>> = {
  [paths.articles.path]: ['search', PAGE_PARAM],
  [paths.promotions.path]: ['search', PAGE_PARAM],
  [paths.devices.path]: ['search', PAGE_PARAM],
  [paths.faq.path]: ['search', 'category', PAGE_PARAM],
  [paths.careers.path]: ['placement', 'education', 'position'],
};

export const choosesOtherList = (path: string, params: URLSearchParams): boolean =>
  (PARAMS_OF_LIST[path] ?? []).some((name) => params.has(name));

export function readPageCount(params: URLSearchParams): number {
  const value = params.get(PAGE_PARAM)?.trim() ?? '';
  const count = /^\d+$/.test(value) ? Number(value) : 1;
  return Number.isSafeInteger(count) && count > 1 ? count : 1;
}

export function withPageCount(search: string, count: number): string {
  const params = new URLSearchParams(search);
  if (count > 1) params.set(PAGE_PARAM, String(count));
  else params.delete(PAGE_PARAM);
  return toSearch(params);
}

export const listChoices = (search: string): string => withPageCount(search, 1);

/** An empty value removes its param; other choices make another list, so the page count is dropped. */
export function withListParams(search: string, changes: ListParamChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed) params.set(name, trimmed);
    else params.delete(name);
  }
  params.delete(PAGE_PARAM);
  return toSearch(params);
}

function toSearch(params: URLSearchParams): string {
  const next = params.toString();
  return next ? `?${next}` : '';
}
