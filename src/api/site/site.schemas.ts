import * as z from 'zod/mini';
import { LinkSchema, optionalNumber, optionalRecord, optionalText, richText, SeoSchema } from '../shared.schemas';

export const SeoResponseSchema = z.object({ data: optionalRecord(SeoSchema) });

export const ContactSchema = z.object({
  whatsapp: optionalRecord(LinkSchema),
  call_center: optionalRecord(LinkSchema),
  email: optionalRecord(LinkSchema),
  instagram: optionalRecord(LinkSchema),
  tiktok: optionalRecord(LinkSchema),
  facebook: optionalRecord(LinkSchema),
});
export type Contact = z.infer<typeof ContactSchema>;
export type ContactKey = keyof Contact;

export const BranchSchema = z.object({
  title: z.string(),
  address: optionalText,
  url: optionalText,
});
export type Branch = z.infer<typeof BranchSchema>;

export const BannerSchema = z.object({
  path_banner: z.string(),
  title: optionalText,
  sub_title: optionalText,
});
export type Banner = z.infer<typeof BannerSchema>;

const SocialLinkSchema = z.object({ link: optionalText });

export const WhyUsSchema = z.object({
  patient_total: optionalNumber,
  employee_total: optionalNumber,
  contacts: optionalRecord(
    z.object({
      instagram: optionalRecord(SocialLinkSchema),
      tiktok: optionalRecord(SocialLinkSchema),
    }),
  ),
});
export type WhyUs = z.infer<typeof WhyUsSchema>;

const DescribedSchema = z.object({ description: richText });

export const AboutSchema = z.object({
  about: optionalRecord(DescribedSchema),
  vision: optionalRecord(DescribedSchema),
  mission: optionalRecord(DescribedSchema),
});
export type About = z.infer<typeof AboutSchema>;
