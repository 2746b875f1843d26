import * as z from 'zod/mini';
import { list, MetaSchema, numeric, optionalNumber, optionalRecord, optionalText, richText, SeoSchema } from '../shared.schemas';

export const DevicePhotoSchema = z.object({ photo: z.string() });

export const DevicePeriodSchema = z.object({
  sequence: numeric,
  period: z.string(),
  price: numeric,
});
export type DevicePeriod = z.infer<typeof DevicePeriodSchema>;

export const DeviceSchema = z.object({
  slug: z.string(),
  title: z.string(),
  thumbnail: optionalText,
  start_price: optionalNumber,
  description: richText,
  display_medical_device_photos: list(DevicePhotoSchema),
  display_medical_device_periods: list(DevicePeriodSchema),
});
export type Device = z.infer<typeof DeviceSchema>;

export const DevicePageSchema = z.object({
  data: z.object({ medical_devices: z.array(DeviceSchema), meta: MetaSchema }),
});
export type DevicePage = z.infer<typeof DevicePageSchema>['data'];

export const DeviceDetailSchema = z.object({
  data: z.object({ seo: optionalRecord(SeoSchema), medical_device: DeviceSchema }),
});
export type DeviceDetail = z.infer<typeof DeviceDetailSchema>['data'];
