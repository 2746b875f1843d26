import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as buffer from 'node:buffer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@mocks/api-url';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render-app';
import { fillApplication, slow, submitButton } from './applicant.test-helper';

// Loads the lazy modules before the clock of any test starts (the machine is shared and slow).
beforeAll(() => Promise.all([import('./applicant.route'), import('@/ui/dialog/message-dialog-radix')]), 30_000);

// jsdom's FormData and File lose file bodies on the way through fetch; node's keep them.
const jsdomGlobals = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
beforeAll(async () => {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
  Object.assign(globalThis, { FormData: NodeFormData, File: buffer.File, Blob: buffer.Blob });
});
afterAll(() => Object.assign(globalThis, jsdomGlobals));

it('POST /applicant/store sends the exact multipart payload: every field, the KTP as photo_id and the CV', async () => {
  let sent: FormData | null = null;
  server.use(
    http.post(api('/applicant/store'), async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    }),
  );
  const { user } = renderApp('/applicant/fisioterapis-bandung');
  await screen.findByRole('button', { name: 'Lamar Sekarang' }, slow);
  const cv = new File(['%PDF-1.4 curriculum vitae'], 'cv-siti.pdf', { type: 'application/pdf' });
  const ktp = new File([new Uint8Array(2048)], 'ktp.png', { type: 'image/png' });
  await fillApplication(user, { cv, ktp });
  await user.click(submitButton());
  await screen.findByRole('dialog', { name: 'Berhasil!' }, slow);

  const form = sent as unknown as FormData;
  const entries = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { name: value.name, size: value.size }]),
  );
  expect(entries).toEqual({
    slug: 'fisioterapis-bandung',
    name: 'Siti Aminah',
    email: 'siti@example.com',
    phone_number: '081234567890',
    interview_location: 'online',
    description: 'Perawat dengan STR aktif.',
    cv: { name: 'cv-siti.pdf', size: cv.size },
    photo_id: { name: 'ktp.png', size: 2048 },
  });
}, 30_000);
