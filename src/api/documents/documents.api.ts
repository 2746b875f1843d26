import type { SendControl } from '@/lib/send';
import { getBlob, getJson, sendJson } from '../http';
import { DocumentItemListSchema, ValidationResultSchema, type DocumentItem } from './documents.schemas';

export const fetchDocumentItems = async () => (await getJson('/document-item', DocumentItemListSchema)).data;

export async function downloadDocument(item: Pick<DocumentItem, 'document_item_id' | 'title'>): Promise<void> {
  const blob = await getBlob('/document-item/download', { document_item_id: item.document_item_id });
  saveBlob(blob, `${item.title}.pdf`);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next task: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function checkDocument(code: string, control?: SendControl): Promise<string | null> {
  return ValidationResultSchema.parse((await sendJson('post', '/validate/check', { code }, control)) ?? {}).message;
}
