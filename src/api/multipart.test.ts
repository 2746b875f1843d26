// @vitest-environment node
// jsdom can drop file bodies from multipart requests; node's own FormData keeps them.
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { api } from '@mocks/api-url';
import { postApplicant } from './careers/careers.api';
import { postPartner } from './partner/partner.api';

async function capture(path: string, run: () => Promise<unknown>) {
  let form: FormData | null = null;
  server.use(
    mock.post(api(path), async ({ request }) => {
      form = await request.formData();
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    }),
  );
  await run();
  return form as unknown as FormData;
}

describe('multipart writes', () => {
  it('POST /applicant/store carries every field and both files with their names and sizes', async () => {
    const cv = new File(['%PDF-1.4 cv'], 'cv-siti.pdf', { type: 'application/pdf' });
    const ktp = new File([new Uint8Array(2048)], 'ktp.jpg', { type: 'image/jpeg' });
    const form = await capture('/applicant/store', () =>
      postApplicant({
        slug: 'perawat-homecare',
        name: 'Siti Aminah',
        email: 'siti@example.com',
        phone_number: '081234567890',
        interview_location: 'office',
        description: 'Perawat berpengalaman',
        photo_id: ktp,
        cv,
      }),
    );
    expect([...form.keys()].sort()).toEqual(
      ['cv', 'description', 'email', 'interview_location', 'name', 'phone_number', 'photo_id', 'slug'].sort(),
    );
    expect(form.get('interview_location')).toBe('office');
    const sentCv = form.get('cv') as File;
    expect(sentCv.name).toBe('cv-siti.pdf');
    expect(sentCv.size).toBe(cv.size);
    expect((form.get('photo_id') as File).size).toBe(2048);
  });

  it('POST /partner/store carries the company name as corporate', async () => {
    const profile = new File(['profil'], 'profil.pdf', { type: 'application/pdf' });
    const proposal = new File(['proposal'], 'proposal.pdf', { type: 'application/pdf' });
    const form = await capture('/partner/store', () =>
      postPartner({
        corporate: 'PT Sehat Sentosa',
        purpose: 'Kerja sama layanan',
        email: 'mitra@sehat.co.id',
        description: 'Penawaran',
        corporate_profile: profile,
        proposal,
      }),
    );
    expect(form.get('corporate')).toBe('PT Sehat Sentosa');
    expect((form.get('corporate_profile') as File).name).toBe('profil.pdf');
    expect((form.get('proposal') as File).size).toBe(proposal.size);
  });
});
