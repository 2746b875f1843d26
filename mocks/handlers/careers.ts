import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { careers, distinct } from '../data/careers';
import { db } from '../db';
import { created, formFields, missingField, notFound, query, unprocessable } from './utils';

/** Exact match; an empty or missing filter matches everything. */
const fits = (value: string | null, filter: string | null) => !filter || value === filter;

export const careersHandlers = [
  http.get(api('/career/placement'), () => HttpResponse.json({ data: distinct('placement').map((placement) => ({ placement })) })),
  http.get(api('/career/education'), () => HttpResponse.json({ data: distinct('education').map((education) => ({ education })) })),
  http.get(api('/career/position'), () => HttpResponse.json({ data: distinct('position').map((position) => ({ position })) })),
  http.get(api('/career'), ({ request }) => {
    const params = query(request);
    const data = careers.filter(
      (career) =>
        fits(career.placement, params.get('placement')) &&
        fits(career.education, params.get('education')) &&
        fits(career.position, params.get('position')),
    );
    return HttpResponse.json({ data });
  }),
  http.get(api('/career/:slug'), ({ params }) => {
    const data = careers.find((career) => career.slug === params.slug);
    return data ? HttpResponse.json({ data }) : notFound('Lowongan tidak ditemukan.');
  }),
  http.post(api('/applicant/store'), async ({ request }) => {
    const fields = await formFields(request);
    const missing = missingField(fields, ['slug', 'name', 'email']);
    if (missing || !fields) return unprocessable(missing ?? 'body');
    db.applicants.push(fields);
    return created('Lamaran berhasil dikirim.');
  }),
];
