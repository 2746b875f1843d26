import type { SendControl } from '@/lib/send';
import { getJson, sendForm } from '../http';
import { toFormData } from '../form-data';
import { stripBidiFields } from '@/lib/text';
import {
  CareerDetailSchema,
  CareerListSchema,
  EducationListSchema,
  PlacementListSchema,
  PositionListSchema,
  type ApplicantInput,
  type CareerFilters,
  type FilterOption,
} from './careers.schemas';

const toOptions = (values: string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

export const fetchPlacements = async () =>
  toOptions((await getJson('/career/placement', PlacementListSchema)).data.map((item) => item.placement));

export const fetchEducations = async () =>
  toOptions((await getJson('/career/education', EducationListSchema)).data.map((item) => item.education));

export const fetchPositions = async () =>
  toOptions((await getJson('/career/position', PositionListSchema)).data.map((item) => item.position));

export const fetchCareers = async (filters: CareerFilters) =>
  (await getJson('/career', CareerListSchema, { ...filters })).data;

export const fetchCareer = async (slug: string) =>
  (await getJson(`/career/${encodeURIComponent(slug)}`, CareerDetailSchema)).data;

// The application has no checks of its own; its texts only lose their bidi controls (src/lib/text.ts).
export const postApplicant = (input: ApplicantInput, control?: SendControl) =>
  sendForm('/applicant/store', toFormData({ ...stripBidiFields(input) }), control);
