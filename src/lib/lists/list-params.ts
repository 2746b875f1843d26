/**
 * What a visitor chose on a list lives in the URL, in search params named as the API names
 * them, so a reload, Back and a shared link give the same list. Loaders and screens read them
 * through these helpers.
 */
export const LIST_PARAMS = ['search', 'category', 'placement', 'education', 'position'] as const;
export type ListParam = (typeof LIST_PARAMS)[number];
export type ListParamChanges = Partial<Record<ListParam, string>>;

/** How long typing must pause before a search term reaches the URL. */
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

/**
 * The search string (`?…`, or '' when nothing is left) after `changes`. An empty value removes
 * its param: an unset filter and a missing one mean the same, and the URL stays short.
 */
export function withListParams(search: string, changes: ListParamChanges): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed) params.set(name, trimmed);
    else params.delete(name);
  }
  const next = params.toString();
  return next ? `?${next}` : '';
}
