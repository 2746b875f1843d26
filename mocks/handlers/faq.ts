import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { faqCategories, faqs, homeFaqs, serviceFaqs } from '../data/faq';
import { services } from '../data/services';
import { htmlText, matches, paginate, query } from './utils';

export const FAQ_DEFAULT_PAGE_SIZE = 10;

const serviceSlugs = services.map((service) => service.slug);

/** The category name of a category_faq_id; undefined means no filter. */
function categoryName(id: string | null): string | null | undefined {
  if (!id?.trim()) return undefined;
  return faqCategories.find((item) => String(item.category_display_faq_id) === id.trim())?.category ?? null;
}

export const faqHandlers = [
  http.get(api('/faq'), () => HttpResponse.json(homeFaqs)),
  http.get(api('/faq/list-category'), () => HttpResponse.json({ data: faqCategories })),
  http.get(api('/faq/list'), ({ request }) => {
    const params = query(request);
    const search = params.get('search');
    const category = categoryName(params.get('category_faq_id'));
    const filtered = faqs.filter(
      (faq) =>
        (category === undefined || faq.category === category) &&
        matches(search, faq.title, htmlText(faq.description)),
    );
    const { items, meta } = paginate(filtered, params, FAQ_DEFAULT_PAGE_SIZE);
    return HttpResponse.json({ data: { faqs: items, meta } });
  }),
  http.get(api('/faq/service/:slug'), ({ params }) => HttpResponse.json(serviceFaqs(String(params.slug), serviceSlugs))),
];
