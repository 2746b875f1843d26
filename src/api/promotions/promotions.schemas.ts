import * as z from 'zod/mini';
import { list, MetaSchema, optionalNumber, optionalText, richText } from '../shared.schemas';

export const PromotionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  banner: optionalText,
  expired_date: optionalText,
  /** 1 shows the quota bar. */
  quota_status: optionalNumber,
  /** Percent 0..100 (clamped when drawn). */
  remaining_quota: optionalNumber,
  quota: optionalText,
  description: richText,
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionPageSchema = z.object({
  data: z.object({ promotions: z.array(PromotionSchema), meta: MetaSchema }),
});
export type PromotionPage = z.infer<typeof PromotionPageSchema>['data'];

export const PromotionDetailSchema = z.object({
  data: z.object({ promotion: PromotionSchema, other_promotion: list(PromotionSchema) }),
});
export type PromotionDetail = z.infer<typeof PromotionDetailSchema>['data'];
