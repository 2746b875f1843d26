import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { promotions } from '../data/promotions';
import { recordPromotionClick } from '../db';
import { htmlText, matches, notFound, paginate, query } from './utils';

export const PROMOTION_DEFAULT_PAGE_SIZE = 4;
const OTHER_COUNT = 3;

const findPromotion = (slug: string) => promotions.find((promotion) => promotion.slug === slug);

export const promotionsHandlers = [
  http.get(api('/promotion'), ({ request }) => {
    const params = query(request);
    const found = promotions.filter((promotion) =>
      matches(params.get('search'), promotion.title, htmlText(promotion.description)),
    );
    const { items, meta } = paginate(found, params, PROMOTION_DEFAULT_PAGE_SIZE);
    return HttpResponse.json({ data: { promotions: items, meta } });
  }),
  http.get(api('/promotion/:slug'), ({ params }) => {
    const promotion = findPromotion(String(params.slug));
    if (!promotion) return notFound('Promo tidak ditemukan.');
    const others = promotions.filter((item) => item.slug !== promotion.slug).slice(0, OTHER_COUNT);
    return HttpResponse.json({ data: { promotion, other_promotion: others } });
  }),
  http.put(api('/promotion/update-click/:slug'), ({ params }) => {
    const slug = String(params.slug);
    if (!findPromotion(slug)) return notFound('Promo tidak ditemukan.');
    recordPromotionClick(slug);
    return HttpResponse.json({ message: 'Klik promo tercatat.' });
  }),
];
