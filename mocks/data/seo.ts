import type * as z from 'zod/mini';
import type { SeoSchema } from '@/api/shared.schemas';

type Seo = z.input<typeof SeoSchema>;

const KEYWORDS =
  'home care, perawat home care, fisioterapi panggilan, terapi wicara, akupunktur, laboratorium di rumah, swab test, sunat di rumah, sewa alat kesehatan, panggil dokter';

/** The message of `GET /seo`'s 404 for a path with no record. */
export const SEO_NOT_FOUND = 'Data SEO tidak ditemukan.';

/** Metadata of the main pages, keyed by pathname; `GET /seo` answers 404 for any other path. */
export const seoPages = {
  '/': {
    meta_title: 'Rawatin - Layanan Home Care Profesional yang Datang ke Rumah Anda',
    meta_description:
      'Perawat, fisioterapi, laboratorium hingga dokter panggilan. Rawat dan pulihkan keluarga di rumah tanpa antre di rumah sakit atau klinik.',
    meta_keyword: KEYWORDS,
  },
  '/service': {
    meta_title: 'Layanan Home Care Rawatin',
    meta_description: 'Sembilan layanan kesehatan di rumah: perawat, fisioterapi, terapi wicara, akupunktur, laboratorium dan lainnya.',
    meta_keyword: KEYWORDS,
  },
  '/medical-device': {
    meta_title: 'Sewa Alat Kesehatan Harian, Mingguan dan Bulanan | Rawatin',
    meta_description: 'Sewa kursi roda, tabung oksigen, ranjang pasien dan nebulizer dengan pengantaran ke rumah.',
    meta_keyword: 'sewa alat kesehatan, sewa kursi roda, sewa tabung oksigen, sewa ranjang pasien',
  },
  '/promotion': {
    meta_title: 'Promo Layanan Home Care | Rawatin',
    meta_description: 'Potongan harga dan paket hemat layanan perawat, fisioterapi dan laboratorium di rumah.',
    meta_keyword: 'promo home care, diskon fisioterapi, paket perawat',
  },
  '/about': {
    meta_title: 'Tentang Rawatin',
    meta_description: 'Kenali visi, misi dan tim tenaga kesehatan Rawatin yang melayani keluarga Indonesia sejak 2019.',
    meta_keyword: 'tentang rawatin, home care indonesia',
  },
  '/contact': {
    meta_title: 'Kontak Rawatin',
    meta_description: 'Hubungi Rawatin lewat WhatsApp, call center atau email untuk konsultasi layanan kesehatan di rumah.',
    meta_keyword: 'kontak rawatin, whatsapp home care',
  },
  '/article': {
    meta_title: 'Artikel Kesehatan | Rawatin',
    meta_description: 'Tips merawat lansia, pemulihan pascaoperasi, kesehatan anak dan kabar terbaru dari Rawatin.',
    meta_keyword: 'artikel kesehatan, tips perawatan lansia, fisioterapi',
  },
  '/career': {
    meta_title: 'Karir di Rawatin',
    meta_description: 'Bergabung sebagai perawat, fisioterapis atau staf pendukung di Rawatin.',
    meta_keyword: 'lowongan perawat, lowongan fisioterapis, karir kesehatan',
  },
  '/faq': {
    meta_title: 'Pertanyaan yang Sering Diajukan | Rawatin',
    meta_description: 'Jawaban seputar reservasi, pembayaran dan layanan home care Rawatin.',
    meta_keyword: 'faq home care, cara reservasi perawat',
  },
  '/terms-conditions': {
    meta_title: 'Syarat & Ketentuan | Rawatin',
    meta_description: 'Syarat layanan, kebijakan pembatalan dan ketentuan sewa alat kesehatan Rawatin.',
    meta_keyword: 'syarat ketentuan rawatin',
  },
  '/partner': {
    meta_title: 'Kerja Sama Kemitraan | Rawatin',
    meta_description: 'Ajukan penawaran kerja sama untuk rumah sakit, klinik, perusahaan dan komunitas.',
    meta_keyword: 'kemitraan home care, kerja sama kesehatan',
  },
  '/reservation': {
    meta_title: 'Reservasi Layanan Home Care | Rawatin',
    meta_description: 'Isi data pasien dan pilih layanan, tim kami segera menghubungi Anda.',
    meta_keyword: 'reservasi perawat, pesan fisioterapi',
  },
  '/validation-document': {
    meta_title: 'Validasi Dokumen | Rawatin',
    meta_description: 'Periksa keaslian invoice dan surat resmi yang diterbitkan Rawatin.',
    meta_keyword: 'validasi dokumen rawatin, cek invoice',
  },
} satisfies Record<string, Omit<Seo, 'url'>>;

export type SeoPath = keyof typeof seoPages;

export function detailSeo(path: string, title: string, description: string): Seo {
  return {
    url: path,
    meta_title: `${title} | Rawatin`,
    meta_description: description,
    meta_keyword: `${title.toLowerCase()}, home care, rawatin`,
  };
}
