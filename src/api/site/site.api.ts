import * as z from 'zod/mini';
import { getJson } from '../http';
import { AboutSchema, BannerSchema, BranchSchema, ContactSchema, SeoResponseSchema, WhyUsSchema } from './site.schemas';

export const fetchSeo = async (url: string, signal?: AbortSignal) =>
  (await getJson('/seo', SeoResponseSchema, { url }, signal)).data;

export const fetchContact = () => getJson('/contact', ContactSchema);

export const fetchBranches = () => getJson('/branch', z.array(BranchSchema));

export const fetchBanners = () => getJson('/banners', z.array(BannerSchema));

export const fetchWhyUs = () => getJson('/why-us', WhyUsSchema);

export const fetchAbout = () => getJson('/about', AboutSchema);
