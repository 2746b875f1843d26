import { useMutation } from '@tanstack/react-query';
import { checkDocument, downloadDocument } from './documents.api';

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}

export function useCheckDocument() {
  return useMutation({ mutationFn: checkDocument });
}
