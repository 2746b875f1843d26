import type { Seo } from '../shared.schemas';

export const SEO_FETCH_FAILED = 'Failed to fetch SEO data';

/** A path with no record (the API answers 404 for most detail paths) is an answer, not a failure. */
export interface SeoLookup {
  record: Seo | null;
  /** The 404's `message`, else SEO_FETCH_FAILED; null when the path has a record (or a 200 with none). */
  message: string | null;
}
