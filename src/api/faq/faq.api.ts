import * as z from 'zod/mini';
import { getJson } from '../http';
import { boundPage, FAQ_PAGE_SIZE } from '../paging';
import { FaqCategoriesSchema, FaqPageSchema, FaqSchema } from './faq.schemas';

export const fetchFaqs = () => getJson('/faq', z.array(FaqSchema));

export const fetchServiceFaqs = (slug: string) => getJson(`/faq/service/${encodeURIComponent(slug)}`, z.array(FaqSchema));

export const fetchFaqCategories = async () => (await getJson('/faq/list-category', FaqCategoriesSchema)).data;

export interface FaqFilters {
  search: string;
  /** category_display_faq_id of the active chip, or '' for none. */
  category: string;
}

export const fetchFaqPage = async (filters: FaqFilters, page: number, signal?: AbortSignal) =>
  boundPage(
    (
      await getJson(
        '/faq/list',
        FaqPageSchema,
        { search: filters.search, category_faq_id: filters.category, page, pagination: FAQ_PAGE_SIZE },
        signal,
      )
    ).data,
    'faqs',
    FAQ_PAGE_SIZE,
    'GET /faq/list',
  );
