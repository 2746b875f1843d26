import type * as z from 'zod/mini';
import type { FaqCategorySchema, FaqSchema } from '@/api/faq/faq.schemas';

export const faqCategories = [
  { category_display_faq_id: 1, category: 'Umum' },
  { category_display_faq_id: 2, category: 'Reservasi' },
  { category_display_faq_id: 3, category: 'Pembayaran' },
] satisfies z.input<typeof FaqCategorySchema>[];

/** Twelve entries, four per category; the second one's answer is longer than 150 text characters. */
export const faqs = [
  {
    title: 'Apa itu layanan home care Rawatin?',
    category: 'Umum',
    description: '<p>Home care adalah layanan kesehatan yang dilakukan di rumah pasien oleh tenaga kesehatan profesional seperti perawat, fisioterapis, terapis wicara dan dokter.</p>',
  },
  {
    title: 'Apakah tenaga kesehatan Rawatin sudah bersertifikat?',
    category: 'Umum',
    description:
      '<p>Ya. Seluruh perawat, fisioterapis, terapis wicara, analis laboratorium dan dokter kami memiliki Surat Tanda Registrasi (STR) yang masih berlaku.</p>' +
      '<p>Sebelum bertugas, mereka juga mengikuti pelatihan internal tentang keselamatan pasien di rumah, komunikasi dengan keluarga dan penanganan kondisi darurat. Identitas dan STR petugas dapat Anda minta untuk diperlihatkan saat kunjungan.</p>',
  },
  {
    title: 'Wilayah mana saja yang dilayani?',
    category: 'Umum',
    description: '<p>Saat ini kami melayani Jabodetabek, Bandung, Surabaya, Semarang, Yogyakarta, Malang, Medan, Makassar, Denpasar dan Palembang.</p>',
  },
  {
    title: 'Apakah bisa meminta petugas dengan jenis kelamin tertentu?',
    category: 'Umum',
    description: '<p>Bisa. Sampaikan permintaan Anda saat reservasi, kami akan menyesuaikan dengan ketersediaan petugas di wilayah Anda.</p>',
  },
  {
    title: 'Bagaimana cara melakukan reservasi?',
    category: 'Reservasi',
    description: '<ol><li>Isi formulir reservasi atau hubungi kami lewat WhatsApp.</li><li>Tim kami mengonfirmasi jadwal dan biaya.</li><li>Petugas datang ke alamat pasien sesuai jadwal.</li></ol>',
  },
  {
    title: 'Berapa lama petugas bisa datang setelah reservasi?',
    category: 'Reservasi',
    description: '<p>Untuk wilayah yang terjangkau cabang kami, petugas dapat datang pada hari yang sama, umumnya 2 sampai 4 jam setelah konfirmasi.</p>',
  },
  {
    title: 'Apakah jadwal kunjungan bisa diubah?',
    category: 'Reservasi',
    description: '<p>Jadwal dapat diubah paling lambat 6 jam sebelum kunjungan tanpa biaya tambahan dengan menghubungi admin kami.</p>',
  },
  {
    title: 'Apa yang perlu disiapkan sebelum petugas datang?',
    category: 'Reservasi',
    description: '<ul><li>Resep atau hasil pemeriksaan terakhir pasien</li><li>Obat-obatan yang sedang dikonsumsi</li><li>Ruang yang cukup terang dan bersih untuk tindakan</li></ul>',
  },
  {
    title: 'Metode pembayaran apa saja yang tersedia?',
    category: 'Pembayaran',
    description: '<p>Pembayaran dapat dilakukan secara tunai kepada petugas atau transfer ke rekening BCA, BRI, BNI, Mandiri dan Permata atas nama Rawatin.</p>',
  },
  {
    title: 'Apakah harga sudah termasuk biaya transportasi?',
    category: 'Pembayaran',
    description: '<p>Ya, harga yang tertera sudah termasuk transportasi petugas dalam radius 15 km dari cabang terdekat.</p>',
  },
  {
    title: 'Apakah bisa menggunakan asuransi?',
    category: 'Pembayaran',
    description: '<p>Kami menerbitkan kuitansi dan rincian tindakan yang dapat Anda ajukan sebagai klaim penggantian (reimbursement) ke asuransi.</p>',
  },
  {
    title: 'Bagaimana jika saya membatalkan reservasi?',
    category: 'Pembayaran',
    description: '<p>Pembatalan lebih dari 6 jam sebelum kunjungan tidak dikenakan biaya. Lihat <a href="/terms-conditions">Syarat &amp; Ketentuan</a> untuk kebijakan pengembalian dana.</p>',
  },
] satisfies z.input<typeof FaqSchema>[];

export type MockFaq = (typeof faqs)[number];

export const homeFaqs = [0, 1, 4, 5, 8, 9].map((index) => faqs[index]).filter((faq) => faq !== undefined);

/** Indexes of the entries shown on a service page; unlisted known slugs get the general three. */
const serviceFaqIndexes: Record<string, number[]> = {
  perawat: [1, 3, 5, 9],
  fisioterapi: [1, 6, 7],
  laboratorium: [7, 5, 10],
  'sunat-di-rumah': [1, 7, 8, 11],
  'sewa-alat-kesehatan': [4, 9, 8],
};
const GENERAL_SERVICE_FAQS = [0, 1, 4, 9];

export function serviceFaqs(slug: string, knownSlugs: readonly string[]): MockFaq[] {
  if (!knownSlugs.includes(slug)) return [];
  const indexes = serviceFaqIndexes[slug] ?? GENERAL_SERVICE_FAQS;
  return indexes.map((index) => faqs[index]).filter((faq) => faq !== undefined);
}
