import type * as z from 'zod/mini';
import type { ArticleSchema } from '@/api/articles/articles.schemas';
import { articleBodiesA } from './article-bodies-a';
import { articleBodiesB } from './article-bodies-b';
import { countComments, initialComments } from './comments';
import { demoMedia } from '../media-url';

const bodies = { ...articleBodiesA, ...articleBodiesB };
const comments: Record<string, Parameters<typeof countComments>[0]> = initialComments;

const NURSE = 'Ns. Rina Marlina, S.Kep';
const PHYSIO = 'Ftr. Andi Pratama, S.Tr.Kes';
const DOCTOR = 'dr. Citra Anggraini';
const SPEECH = 'Nadia Putri, A.Md.TW';
const EDITOR = 'Tim Redaksi Rawatin';

/** [slug, title, type, creator, views, date, image]: newest first. */
const rows: [string, string, string, string, number, string, string][] = [
  ['cara-merawat-lansia-dengan-demensia-di-rumah', 'Cara Merawat Lansia dengan Demensia di Rumah', 'Tips', NURSE, 12400, '2026-03-18T08:30:00.000Z', 'lansia'],
  ['rawatin-buka-cabang-baru-di-surabaya', 'Rawatin Buka Cabang Baru di Surabaya', 'Berita', EDITOR, 1530, '2026-03-05T03:00:00.000Z', 'berita'],
  ['latihan-fisioterapi-sederhana-setelah-stroke', 'Latihan Fisioterapi Sederhana Setelah Stroke', 'Kesehatan', PHYSIO, 8900, '2026-02-22T06:15:00.000Z', 'fisioterapi'],
  ['mengenal-luka-dekubitus-dan-cara-mencegahnya', 'Mengenal Luka Dekubitus dan Cara Mencegahnya', 'Kesehatan', NURSE, 3420, '2026-02-10T04:00:00.000Z', 'perawatan-luka'],
  ['kapan-anak-perlu-terapi-wicara', 'Kapan Anak Perlu Terapi Wicara?', 'Kesehatan', SPEECH, 5610, '2026-01-28T07:45:00.000Z', 'anak'],
  ['persiapan-sebelum-cek-darah-perlukah-puasa', 'Persiapan Sebelum Cek Darah: Perlukah Puasa?', 'Tips', DOCTOR, 2780, '2026-01-15T02:30:00.000Z', 'laboratorium'],
  ['tips-memilih-kursi-roda-yang-tepat', 'Tips Memilih Kursi Roda yang Tepat', 'Tips', EDITOR, 940, '2026-01-03T09:00:00.000Z', 'alat-kesehatan'],
  ['sunat-di-rumah-apa-saja-yang-perlu-disiapkan', 'Sunat di Rumah: Apa Saja yang Perlu Disiapkan Orang Tua', 'Tips', DOCTOR, 1210, '2025-12-20T05:30:00.000Z', 'keluarga'],
  ['manfaat-akupunktur-untuk-nyeri-punggung-bawah', 'Manfaat Akupunktur untuk Nyeri Punggung Bawah', 'Kesehatan', EDITOR, 760, '2025-12-08T08:00:00.000Z', 'fisioterapi'],
  ['rawatin-raih-penghargaan-layanan-home-care-2025', 'Rawatin Raih Penghargaan Layanan Home Care Terbaik 2025', 'Berita', EDITOR, 430, '2025-11-27T10:00:00.000Z', 'berita'],
  ['menjaga-gula-darah-tetap-stabil', 'Menjaga Gula Darah Tetap Stabil bagi Penderita Diabetes', 'Kesehatan', DOCTOR, 2150, '2025-11-14T03:20:00.000Z', 'nutrisi'],
  ['perawatan-pasien-pascaoperasi-lutut-di-rumah', 'Perawatan Pasien Pascaoperasi Lutut di Rumah', 'Tips', PHYSIO, 1875, '2025-10-30T06:00:00.000Z', 'perawatan-luka'],
  ['mengenal-nebulizer-dan-cara-membersihkannya', 'Mengenal Nebulizer dan Cara Membersihkannya', 'Tips', NURSE, 640, '2025-10-16T04:10:00.000Z', 'oksigen'],
  ['gejala-dehidrasi-pada-lansia', 'Gejala Dehidrasi pada Lansia yang Sering Terlewat', 'Kesehatan', NURSE, 3980, '2025-10-02T07:00:00.000Z', 'lansia'],
  ['pemeriksaan-kesehatan-gratis-lansia-bandung', 'Pemeriksaan Kesehatan Gratis untuk Lansia di Bandung', 'Berita', EDITOR, 520, '2025-09-18T02:00:00.000Z', 'berita'],
  ['menu-sehat-untuk-pemulihan-pascastroke', 'Menu Sehat untuk Pemulihan Pascastroke', 'Tips', DOCTOR, 1320, '2025-09-04T05:00:00.000Z', 'nutrisi'],
  ['kapan-harus-menggunakan-tabung-oksigen-di-rumah', 'Kapan Harus Menggunakan Tabung Oksigen di Rumah?', 'Kesehatan', DOCTOR, 2460, '2025-08-21T08:40:00.000Z', 'oksigen'],
  ['cara-mencegah-pasien-jatuh-di-rumah', 'Cara Mencegah Pasien Jatuh di Rumah', 'Tips', PHYSIO, 1090, '2025-07-30T03:30:00.000Z', 'keluarga'],
  ['pentingnya-vaksinasi-influenza-untuk-lansia', 'Pentingnya Vaksinasi Influenza untuk Lansia', 'Kesehatan', DOCTOR, 880, '2025-07-11T06:20:00.000Z', 'lansia'],
  ['rawatin-bekerja-sama-dengan-50-klinik-mitra', 'Rawatin Bekerja Sama dengan 50 Klinik Mitra', 'Berita', EDITOR, 310, '2025-06-20T04:00:00.000Z', 'berita'],
];

/** Twenty articles (three pages of eight), newest first. */
export const articles = rows.map(([slug, title, type, creator, views, date, image]) => ({
  article_title: title,
  article_slug: slug,
  article_image: demoMedia(`articles/${image}.svg`),
  article_type: type,
  article_creator: creator,
  article_priority: views,
  article_description: bodies[slug] ?? null,
  created_at: date,
  comments_count: countComments(comments[slug] ?? []),
})) satisfies z.input<typeof ArticleSchema>[];

export type MockArticle = (typeof articles)[number];

export const popularArticles = [...articles].sort((a, b) => b.article_priority - a.article_priority).slice(0, 5);

/** Articles whose body embeds a YouTube video. */
export const ARTICLES_WITH_VIDEO = ['cara-merawat-lansia-dengan-demensia-di-rumah', 'latihan-fisioterapi-sederhana-setelah-stroke'];
