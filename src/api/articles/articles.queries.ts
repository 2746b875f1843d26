import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readSearch } from '@/lib/lists/list-params';
import { FIRST_PAGE, nextPageParam } from '../paging';
import { pagedList, shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';

export const articleQueries = {
  all: () => ['articles'] as const,
  popular: () =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'popular'] as const,
      queryFn: async () => (await loadCalls()).fetchPopularArticles(),
      ...shortLived,
    }),
  /** The list for the choices in its URL: the loader and the screen both build it from them. */
  list: (params: URLSearchParams) => {
    const search = readSearch(params);
    return infiniteQueryOptions({
      queryKey: [...articleQueries.all(), 'list', { search }] as const,
      queryFn: async ({ pageParam, signal }) => (await loadCalls()).fetchArticlePage(search, pageParam, signal),
      initialPageParam: FIRST_PAGE,
      getNextPageParam: nextPageParam,
      ...pagedList,
    });
  },
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'detail', slug] as const,
      queryFn: async () => (await loadCalls()).fetchArticle(slug),
      ...shortLived,
    }),
};

export const commentQueries = {
  all: () => ['comments'] as const,
  list: (slug: string) =>
    queryOptions({
      queryKey: [...commentQueries.all(), slug] as const,
      queryFn: async () => (await loadCalls()).fetchComments(slug),
      ...shortLived,
    }),
};
