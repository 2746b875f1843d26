import type * as z from 'zod/mini';
import type { PromotionSchema } from '@/api/promotions/promotions.schemas';
import { providerDayFromNow } from '@/lib/dates';
import { oembed, paragraphs, withList } from './html';
import { demoMedia } from '../media-url';

const banner = (slug: string) => demoMedia(`promotions/${slug}.svg`);

const TERMS = 'Syarat dan ketentuan berlaku. Promo tidak dapat digabung dengan promo lain.';

/** Nine promotions, with quota bars at 0 and past 100, one that never expires and one with a video.
 * Expiry dates count from today, so the demo's offers never run out; tests read them from here. */
export const promotions = [
  {
    slug: 'diskon-20-kunjungan-perawat-pertama',
    title: 'Diskon 20% Kunjungan Perawat Pertama',
    banner: banner('diskon-20-kunjungan-perawat-pertama'),
    expired_date: providerDayFromNow(60),
    quota_status: 1,
    remaining_quota: 75,
    quota: '30 kuota lagi',
    description: withList('Hemat 20% untuk kunjungan perawat home care pertama Anda.', ['Berlaku untuk pasien baru', 'Minimal durasi kunjungan 4 jam', TERMS]),
  },
  {
    slug: 'paket-fisioterapi-5-sesi',
    title: 'Paket Fisioterapi 5 Sesi Lebih Hemat',
    banner: banner('paket-fisioterapi-5-sesi'),
    expired_date: providerDayFromNow(45),
    quota_status: 1,
    remaining_quota: 10,
    quota: '3 kuota lagi',
    description: paragraphs('Ambil paket 5 sesi fisioterapi di rumah dan bayar hanya untuk 4 sesi.', 'Paket berlaku 60 hari sejak sesi pertama.', TERMS),
  },
  {
    slug: 'gratis-cek-gula-darah',
    title: 'Gratis Cek Gula Darah dengan Paket Lab Lengkap',
    banner: banner('gratis-cek-gula-darah'),
    expired_date: providerDayFromNow(30),
    quota_status: 1,
    remaining_quota: 0,
    quota: '0 kuota',
    description: paragraphs('Setiap pemesanan cek darah lengkap di rumah mendapat pemeriksaan gula darah sewaktu tanpa biaya.', TERMS),
  },
  {
    slug: 'promo-pembukaan-cabang-surabaya',
    title: 'Promo Pembukaan Cabang Surabaya',
    banner: banner('promo-pembukaan-cabang-surabaya'),
    expired_date: providerDayFromNow(75),
    quota_status: 1,
    remaining_quota: 130,
    quota: '65 kuota lagi',
    description: withList('Rayakan cabang baru kami di Surabaya:', ['Potongan Rp50.000 untuk semua layanan', 'Gratis konsultasi perawat via WhatsApp', TERMS]),
  },
  {
    slug: 'member-keluarga-rawatin',
    title: 'Member Keluarga Rawatin: Potongan 10% Setiap Kunjungan',
    banner: banner('member-keluarga-rawatin'),
    expired_date: null,
    quota_status: 0,
    remaining_quota: null,
    quota: null,
    description: paragraphs('Daftarkan keluarga Anda sebagai member dan nikmati potongan 10% untuk setiap kunjungan, tanpa batas waktu.'),
  },
  {
    slug: 'diskon-sewa-kursi-roda-bulanan',
    title: 'Diskon 15% Sewa Kursi Roda Bulanan',
    banner: banner('diskon-sewa-kursi-roda-bulanan'),
    expired_date: providerDayFromNow(90),
    quota_status: 0,
    remaining_quota: 100,
    quota: '',
    description: paragraphs('Sewa kursi roda standar atau kursi roda travel untuk periode bulanan, hemat 15% termasuk antar jemput.', TERMS),
  },
  {
    slug: 'swab-antigen-rombongan',
    title: 'Swab Antigen Rombongan Mulai Rp75.000',
    banner: banner('swab-antigen-rombongan'),
    expired_date: providerDayFromNow(21),
    quota_status: 0,
    remaining_quota: 50,
    quota: null,
    description: withList('Harga khusus swab antigen untuk kantor, sekolah dan acara keluarga:', ['Minimal 10 orang', 'Petugas datang ke lokasi', 'Surat hasil resmi untuk setiap peserta']),
  },
  {
    slug: 'paket-lansia-sehat',
    title: 'Paket Lansia Sehat: Perawat + Cek Lab',
    banner: banner('paket-lansia-sehat'),
    expired_date: providerDayFromNow(105),
    quota_status: 1,
    remaining_quota: 40,
    quota: '20 kuota lagi',
    description:
      paragraphs('Paket pemantauan kesehatan lansia: dua kunjungan perawat dan satu pemeriksaan laboratorium dasar setiap bulan.') +
      oembed('Hn4vKc8ZpTw') +
      paragraphs('Tonton video di atas untuk mengenal alur pemeriksaannya.', TERMS),
  },
  {
    slug: 'cashback-transfer-bank',
    title: 'Cashback 5% Pembayaran Transfer Bank',
    banner: banner('cashback-transfer-bank'),
    expired_date: providerDayFromNow(150),
    quota_status: 0,
    remaining_quota: null,
    quota: null,
    description: paragraphs('Bayar layanan apa pun dengan transfer ke rekening BCA, BRI, BNI, Mandiri atau Permata dan dapatkan cashback 5% maksimal Rp25.000.'),
  },
] satisfies z.input<typeof PromotionSchema>[];

export type MockPromotion = (typeof promotions)[number];
