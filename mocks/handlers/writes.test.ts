// @vitest-environment node
// Multipart bodies keep their files only with node's own FormData (jsdom's loses them).
import { describe, expect, it } from 'vitest';
import { postApplicant } from '@/api/careers/careers.api';
import { checkDocument, fetchDocumentItems } from '@/api/documents/documents.api';
import { getBlob } from '@/api/http';
import { postPartner } from '@/api/partner/partner.api';
import { postReservation } from '@/api/reservation/reservation.api';
import { db } from '../db';
import { expectStatus } from './handlers.test-helper';

const applicant = {
  slug: 'fisioterapis-bandung',
  name: 'Siti Aminah',
  email: 'siti@example.com',
  phone_number: '081234567890',
  interview_location: 'online' as const,
  description: 'Lulusan S1 Fisioterapi',
  photo_id: new File(['ktp'], 'ktp.jpg', { type: 'image/jpeg' }),
  cv: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
};

const partner = {
  corporate: 'PT Sehat Sentosa',
  purpose: 'Kerja sama rujukan',
  email: 'mitra@sehat.co.id',
  description: 'Klinik dengan 3 cabang',
  corporate_profile: new File(['profil'], 'profil.pdf'),
  proposal: null,
};

describe('form handlers', () => {
  it('accepts an application, and 422 without a name', async () => {
    expect(await postApplicant(applicant)).toEqual({ message: expect.any(String) });
    expect(db.applicants[0]).toMatchObject({ slug: 'fisioterapis-bandung', cv: 'file:cv.pdf', photo_id: 'file:ktp.jpg' });
    await expectStatus(postApplicant({ ...applicant, name: '' }), 422);
  });

  it('accepts a partnership offer, and 422 without the company name', async () => {
    expect(await postPartner(partner)).toEqual({ message: expect.any(String) });
    expect(db.partners).toHaveLength(1);
    await expectStatus(postPartner({ ...partner, corporate: '' }), 422);
  });

  it('accepts a reservation', async () => {
    const reservation = {
      service_slug: ['perawat', 'laboratorium'],
      customer_name: 'Budi',
      phone_number: '081298765432',
      email: '',
      patient_name: 'Ibu Sari',
      patient_gender: 'P' as const,
      address: 'Jl. Tebet Barat No. 1, Jakarta Selatan',
      patient_condition: 'Pascaoperasi, perlu perawatan luka',
    };
    expect(await postReservation(reservation)).toEqual({ message: expect.any(String) });
    expect(db.reservations).toEqual([reservation]);
  });
});

describe('document handlers', () => {
  it('lists three documents and downloads each as a PDF', async () => {
    const items = await fetchDocumentItems();
    expect(items).toHaveLength(3);
    for (const item of items) {
      const blob = await getBlob('/document-item/download', { document_item_id: item.document_item_id });
      expect(blob.type).toBe('application/pdf');
      const text = await blob.text();
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(text).toContain(`(${item.title}) Tj`);
    }
    await expectStatus(getBlob('/document-item/download', { document_item_id: 99 }), 404);
  });

  it('validates known codes and rejects others with 404', async () => {
    expect(await checkDocument('INV/2026/0001')).toBe('Dokumen dengan nomor surat INV/2026/0001 dinyatakan valid dan terdaftar.');
    expect(await checkDocument(' sk/rwt/2026/014 ')).toContain('sk/rwt/2026/014');
    await expectStatus(checkDocument('INV/2020/9999'), 404);
  });
});
