import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { about, banners, branches, contact, whyUs } from '../data/site';
import { SEO_NOT_FOUND, seoPages } from '../data/seo';
import { notFound, query } from './utils';

/** The pathname of the `url` query (site root + path), without a trailing slash except for '/'. */
function seoPath(url: string | null): string | null {
  if (!url) return null;
  try {
    const { pathname } = new URL(url, 'http://localhost');
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  } catch {
    return null;
  }
}

const isSeoPath = (path: string | null): path is keyof typeof seoPages => path !== null && Object.hasOwn(seoPages, path);

export const siteHandlers = [
  http.get(api('/seo'), ({ request }) => {
    const url = query(request).get('url');
    const path = seoPath(url);
    if (!isSeoPath(path)) return notFound(SEO_NOT_FOUND);
    return HttpResponse.json({ data: { url, ...seoPages[path] } });
  }),
  http.get(api('/contact'), () => HttpResponse.json(contact)),
  http.get(api('/branch'), () => HttpResponse.json(branches)),
  http.get(api('/banners'), () => HttpResponse.json(banners)),
  http.get(api('/why-us'), () => HttpResponse.json(whyUs)),
  http.get(api('/about'), () => HttpResponse.json(about)),
];
