import { HTTPError } from 'ky';
import * as z from 'zod/mini';
import { getJson } from '../http';
import { ErrorBodySchema, type Seo } from '../shared.schemas';
import { AboutSchema, BannerSchema, BranchSchema, ContactSchema, SeoResponseSchema, WhyUsSchema } from './site.schemas';

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

/** The `message` of a failed answer's JSON body, else the fixed text. */
export async function seoFailureMessage(response: Response): Promise<string> {
  try {
    const parsed = ErrorBodySchema.safeParse(await response.clone().json());
    if (parsed.success && parsed.data.message) return parsed.data.message;
  } catch {
    // Not JSON, or the body was already read: fall back to the fixed text.
  }
  return SEO_FETCH_FAILED;
}

/** Any other failure (5xx, a network error, a body of the wrong shape) rejects as usual. */
export async function fetchSeo(url: string, signal?: AbortSignal): Promise<SeoLookup> {
  try {
    const { data } = await getJson('/seo', SeoResponseSchema, { url }, signal);
    return { record: data, message: null };
  } catch (error) {
    if (!(error instanceof HTTPError) || error.response.status !== 404) throw error;
    return { record: null, message: await seoFailureMessage(error.response) };
  }
}

export const fetchContact = () => getJson('/contact', ContactSchema);

export const fetchBranches = () => getJson('/branch', z.array(BranchSchema));

export const fetchBanners = () => getJson('/banners', z.array(BannerSchema));

export const fetchWhyUs = () => getJson('/why-us', WhyUsSchema);

export const fetchAbout = () => getJson('/about', AboutSchema);
