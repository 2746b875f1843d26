/**
 * What a visitor chose on a list lives in the URL, in search params named as the API names
 * them, so a reload, Back and a shared link give the same list. Loaders and screens read them
 * through these helpers.
 */
export const LIST_PARAMS = ['search', 'category', 'placement', 'education', 'position'] as const;
export type ListParam = (typeof LIST_PARAMS)[number];

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
