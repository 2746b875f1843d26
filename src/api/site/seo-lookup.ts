import type { Seo } from '../shared.schemas';

/** What is stored when a metadata look-up fails and the server names no reason. */
export const SEO_FETCH_FAILED = 'Failed to fetch SEO data';

/**
 * The `/seo` answer for a path. A path with no metadata record (a 404, most detail paths) is an
 * answer like any other, not a failure: `record` is null and `message` says why.
 */
export interface SeoLookup {
  record: Seo | null;
  /** The 404's `message`, else SEO_FETCH_FAILED; null when the path has a record (or a 200 with none). */
  message: string | null;
}
