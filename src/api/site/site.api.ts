import * as z from 'zod/mini';
import { getJson } from '../http';
import { isNotFound } from '../failure';
import { ErrorBodySchema } from '../shared.schemas';
import { SEO_FETCH_FAILED, type SeoLookup } from './seo-lookup';
import { AboutSchema, BannerSchema, BranchSchema, ContactSchema, SeoResponseSchema, WhyUsSchema } from './site.schemas';

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
    if (!isNotFound(error)) throw error;
    return { record: null, message: await seoFailureMessage(error.response) };
  }
}

export const fetchContact = () => getJson('/contact', ContactSchema);

export const fetchBranches = () => getJson('/branch', z.array(BranchSchema));

export const fetchBanners = () => getJson('/banners', z.array(BannerSchema));

export const fetchWhyUs = () => getJson('/why-us', WhyUsSchema);

export const fetchAbout = () => getJson('/about', AboutSchema);
