import * as z from 'zod/mini';
import { optionalRecord, optionalText, richText } from '../shared.schemas';

export const CareerSchema = z.object({
  slug: z.string(),
  position: z.string(),
  deadline: optionalText,
  placement: optionalText,
  education: optionalText,
  gender: optionalText,
  contract_status: optionalText,
  work_experience: optionalText,
  description: richText,
  benefit: richText,
});
export type Career = z.infer<typeof CareerSchema>;

export const CareerListSchema = z.object({ data: z.array(CareerSchema) });

/** `data: null` answers an unknown slug, like a 404. */
export const CareerDetailSchema = z.object({ data: optionalRecord(CareerSchema) });

export const PlacementListSchema = z.object({ data: z.array(z.object({ placement: z.string() })) });
export const EducationListSchema = z.object({ data: z.array(z.object({ education: z.string() })) });
export const PositionListSchema = z.object({ data: z.array(z.object({ position: z.string() })) });

export interface FilterOption {
  value: string;
  label: string;
}

export interface CareerFilters {
  placement: string;
  education: string;
  position: string;
}

export type InterviewLocation = 'office' | 'online';

export interface ApplicantInput {
  slug: string;
  name: string;
  email: string;
  phone_number: string;
  interview_location: InterviewLocation;
  description: string;
  photo_id: File | null;
  cv: File | null;
}
