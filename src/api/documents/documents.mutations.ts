import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Sending } from '@/lib/send';
import { checkDocument, downloadDocument } from './documents.api';

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}

/** A 404 is the 'invalid' verdict, an expected answer: it is not logged. */
export const checkDocumentCode = mutationOptions({
  mutationKey: ['documents', 'check'],
  mutationFn: ({ input, control }: Sending<string>) => checkDocument(input, control),
  meta: { outcomes: [404] },
});
