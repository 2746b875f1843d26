import { useMutation } from '@tanstack/react-query';
import { checkDocument, downloadDocument } from './documents.api';

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}

/** A 404 is the 'invalid' verdict, an expected answer: it is not logged. */
export function useCheckDocument() {
  return useMutation({ mutationFn: checkDocument, meta: { outcomes: [404] } });
}
