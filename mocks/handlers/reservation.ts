import { http } from 'msw';
import { api } from '../api-url';
import { db } from '../db';
import { created, jsonBody, text, unprocessable } from './utils';

export const reservationHandlers = [
  http.post(api('/reservation/store'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return unprocessable('body');
    const missing = (['customer_name', 'phone_number'] as const).find((key) => !text(body[key]));
    if (missing) return unprocessable(missing);
    db.reservations.push(body);
    return created('Reservasi berhasil dikirim.');
  }),
];
