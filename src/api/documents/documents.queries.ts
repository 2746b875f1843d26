import { queryOptions } from '@tanstack/react-query';
import { shortLived } from '../query-meta';
import { fetchDocumentItems } from './documents.api';

export const documentQueries = {
  all: () => ['documents'] as const,
  list: () =>
    queryOptions({ queryKey: [...documentQueries.all(), 'list'] as const, queryFn: fetchDocumentItems, ...shortLived }),
};
