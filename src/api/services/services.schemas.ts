import * as z from 'zod/mini';
import { list, optionalNumber, optionalRecord, optionalText, richText, SeoSchema } from '../shared.schemas';

export const ServiceBannerSchema = z.object({
  path_banner: optionalText,
  title: optionalText,
  sub_title: optionalText,
});

export const SubServiceSchema = z.object({
  name: z.string(),
  description: richText,
});
export type SubService = z.infer<typeof SubServiceSchema>;

export const EmployeeSchema = z.object({
  photo: optionalText,
  user: optionalRecord(z.object({ name: optionalText })),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const ComparisonSchema = z.object({
  /** 'other_homecare', or the product's own name. */
  category: optionalText,
  /** 0 shows a cross, anything else a check. */
  type: optionalNumber,
  title: optionalText,
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const ServiceSchema = z.object({
  name: z.string(),
  slug: z.string(),
  icon: optionalText,
  icon_vector: optionalText,
  description: richText,
  task_description: richText,
  start_price: optionalNumber,
  service_banners: list(ServiceBannerSchema),
  sub_services: list(SubServiceSchema),
  employees: list(EmployeeSchema),
  service_comparisons: list(ComparisonSchema),
});
export type Service = z.infer<typeof ServiceSchema>;

/** Only what cards, footer and "starting from" show: the rest is dropped when read, never kept nor carried in page state. */
export const ServiceCardSchema = z.pick(ServiceSchema, { name: true, slug: true, icon: true, start_price: true });
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

export const ServiceDetailSchema = z.object({
  service: ServiceSchema,
  seo: optionalRecord(SeoSchema),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

export const ServicePickSchema = z.object({
  name: z.string(),
  slug: z.string(),
  icon_vector: optionalText,
});
export type ServicePick = z.infer<typeof ServicePickSchema>;

export const ServicePickListSchema = z.object({ data: z.array(ServicePickSchema) });
