import { http } from 'msw';
import { api } from '../api-url';
import { db } from '../db';
import { created, formFields, missingField, unprocessable } from './utils';

export const partnerHandlers = [
  http.post(api('/partner/store'), async ({ request }) => {
    const fields = await formFields(request);
    const missing = missingField(fields, ['corporate', 'email']);
    if (missing || !fields) return unprocessable(missing ?? 'body');
    db.partners.push(fields);
    return created('Penawaran kerja sama berhasil dikirim.');
  }),
];
