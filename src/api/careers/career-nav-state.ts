import type { Career } from './careers.schemas';
import { formatLongDate } from '@/lib/format';

/**
 * What the career list and detail pass to the next screen (detail, application form), so its
 * header shows at once; absent on a direct visit.
 */
export interface CareerNavState {
  title: string;
  /** The deadline, already formatted ('30 Juni 2026' or '-'). */
  subtitle: string;
  slug: string;
}

export const careerNavState = (career: Career, title = career.position): CareerNavState => ({
  title,
  subtitle: formatLongDate(career.deadline),
  slug: career.slug,
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** Navigation state is whatever the history holds (or nothing on a direct visit): read it defensively. */
export function readCareerNavState(state: unknown): Partial<CareerNavState> {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  return { title: text(record.title), subtitle: text(record.subtitle), slug: text(record.slug) };
}
