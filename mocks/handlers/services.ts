import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { findService, servicePicks, services, serviceSeo } from '../data/services';
import { notFound } from './utils';

export const servicesHandlers = [
  http.get(api('/services'), () => HttpResponse.json(services)),
  // Before '/services/:slug', which would otherwise take 'list' for a slug.
  http.get(api('/services/list'), () => HttpResponse.json({ data: servicePicks })),
  http.get(api('/services/:slug'), ({ params }) => {
    const service = findService(String(params.slug));
    if (!service) return notFound('Layanan tidak ditemukan.');
    return HttpResponse.json({ service, seo: serviceSeo(service) });
  }),
];
