import * as z from 'zod/mini';
import { id, MetaSchema, optionalText, richText } from '../shared.schemas';

export const FaqSchema = z.object({
  title: z.string(),
  category: optionalText,
  description: richText,
});
export type Faq = z.infer<typeof FaqSchema>;

export const FaqCategorySchema = z.object({
  category_display_faq_id: id,
  category: z.string(),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqCategoriesSchema = z.object({ data: z.array(FaqCategorySchema) });

export const FaqPageSchema = z.object({
  data: z.object({ faqs: z.array(FaqSchema), meta: MetaSchema }),
});
export type FaqPage = z.infer<typeof FaqPageSchema>['data'];
