import * as z from 'zod/mini';
import { id, optionalText, richText } from '../shared.schemas';

export const DocumentItemSchema = z.object({
  document_item_id: id,
  title: z.string(),
  description: richText,
  updated_at: optionalText,
});
export type DocumentItem = z.infer<typeof DocumentItemSchema>;

export const DocumentItemListSchema = z.object({ data: z.array(DocumentItemSchema) });

export const ValidationResultSchema = z.object({ message: optionalText });
export type ValidationResult = z.infer<typeof ValidationResultSchema>;
