import { queryOptions } from '@tanstack/react-query';
import { shortLived } from '../query-meta';
import { loadCalls } from '../load-calls';

export const documentQueries = {
  all: () => ['documents'] as const,
  list: () =>
    queryOptions({
      queryKey: [...documentQueries.all(), 'list'] as const,
      queryFn: async () => (await loadCalls()).fetchDocumentItems(),
      ...shortLived,
    }),
};
