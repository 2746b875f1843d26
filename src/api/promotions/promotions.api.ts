import { getJson, sendJson } from '../http';
import { boundPage, PROMOTION_PAGE_SIZE } from '../paging';
import { PromotionDetailSchema, PromotionPageSchema } from './promotions.schemas';

export const fetchPromotionPage = async (search: string, page: number, signal?: AbortSignal, size = PROMOTION_PAGE_SIZE) =>
  boundPage((await getJson('/promotion', PromotionPageSchema, { search, page, pagination: size }, signal)).data, 'promotions', size, 'GET /promotion');

export const fetchPromotion = async (slug: string) =>
  (await getJson(`/promotion/${encodeURIComponent(slug)}`, PromotionDetailSchema)).data;

export const recordPromotionClick = (slug: string) =>
  sendJson('put', `/promotion/update-click/${encodeURIComponent(slug)}`);
