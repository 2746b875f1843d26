import { getJson, sendJson } from '../http';
import { PromotionDetailSchema, PromotionPageSchema } from './promotions.schemas';

export const PROMOTION_PAGE_SIZE = 4;

export const fetchPromotionPage = async (search: string, page: number, signal?: AbortSignal, size = PROMOTION_PAGE_SIZE) =>
  (await getJson('/promotion', PromotionPageSchema, { search, page, pagination: size }, signal)).data;

export const fetchPromotion = async (slug: string) =>
  (await getJson(`/promotion/${encodeURIComponent(slug)}`, PromotionDetailSchema)).data;

/** Records a 'Pakai Promo' click. No body. */
export const recordPromotionClick = (slug: string) =>
  sendJson('put', `/promotion/update-click/${encodeURIComponent(slug)}`);
