import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { documentItems, documentPdf, VALID_DOCUMENT_CODES } from '../data/documents';
import { jsonBody, notFound, query, text } from './utils';

const isValidCode = (code: string) => VALID_DOCUMENT_CODES.some((valid) => valid.toUpperCase() === code.toUpperCase());

export const documentsHandlers = [
  http.get(api('/document-item'), () => HttpResponse.json({ data: documentItems })),
  http.get(api('/document-item/download'), ({ request }) => {
    const pdf = documentPdf(query(request).get('document_item_id') ?? '');
    if (!pdf) return notFound('Dokumen tidak ditemukan.');
    return new HttpResponse(pdf, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.byteLength) },
    });
  }),
  http.post(api('/validate/check'), async ({ request }) => {
    const code = text((await jsonBody(request))?.code);
    if (!code || !isValidCode(code)) return notFound('Dokumen tidak ditemukan.');
    return HttpResponse.json({ message: `Dokumen dengan nomor surat ${code} dinyatakan valid dan terdaftar.` });
  }),
];
