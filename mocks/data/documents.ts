import type * as z from 'zod/mini';
import type { DocumentItemSchema } from '@/api/documents/documents.schemas';
import { paragraphs } from './html';
import { buildPdf } from './pdf';

interface TermsText {
  id: number;
  title: string;
  /** Also the file name under public/demo/docs/. */
  file: string;
  updatedAt: string;
  paragraphs: string[];
}

const texts: TermsText[] = [
  {
    id: 1,
    title: 'Syarat dan Ketentuan Layanan',
    file: 'syarat-layanan',
    updatedAt: '2026-02-01T03:00:00.000Z',
    paragraphs: [
      '1. Layanan Rawatin diberikan oleh tenaga kesehatan yang memiliki Surat Tanda Registrasi (STR) aktif, sesuai jadwal yang telah dikonfirmasi admin.',
      '2. Pengguna wajib memberikan informasi kondisi pasien yang benar dan lengkap, termasuk riwayat penyakit dan obat yang sedang dikonsumsi.',
      '3. Tindakan medis tertentu hanya dilakukan berdasarkan resep atau instruksi tertulis dari dokter.',
      '4. Pembayaran dilakukan secara tunai kepada petugas atau transfer ke rekening resmi Rawatin paling lambat pada hari kunjungan.',
    ],
  },
  {
    id: 2,
    title: 'Kebijakan Pembatalan dan Pengembalian Dana',
    file: 'kebijakan-pembatalan',
    updatedAt: '2026-01-15T03:00:00.000Z',
    paragraphs: [
      '1. Pembatalan lebih dari 6 jam sebelum jadwal kunjungan tidak dikenakan biaya.',
      '2. Pembatalan kurang dari 6 jam sebelum jadwal dikenakan biaya transportasi petugas sebesar Rp50.000.',
      '3. Pengembalian dana untuk pembayaran di muka diproses dalam 7 hari kerja ke rekening atas nama pemesan.',
    ],
  },
  {
    id: 3,
    title: 'Ketentuan Sewa Alat Kesehatan',
    file: 'ketentuan-sewa-alat',
    updatedAt: '2025-12-10T03:00:00.000Z',
    paragraphs: [
      '1. Masa sewa dihitung sejak alat diterima penyewa dan berakhir saat alat dijemput kembali.',
      '2. Penyewa wajib menjaga alat dan melaporkan kerusakan paling lambat 1x24 jam.',
      '3. Kerusakan akibat kelalaian pemakaian menjadi tanggung jawab penyewa sesuai biaya perbaikan.',
      '4. Perpanjangan sewa diajukan melalui WhatsApp paling lambat 1 hari sebelum masa sewa berakhir.',
    ],
  },
];

export const documentItems = texts.map((text) => ({
  document_item_id: text.id,
  title: text.title,
  description: paragraphs(...text.paragraphs),
  updated_at: text.updatedAt,
})) satisfies z.input<typeof DocumentItemSchema>[];

/** The PDF of a document, or undefined for an unknown id (the query string carries it as text). */
export function documentPdf(id: string): Uint8Array | undefined {
  const text = texts.find((item) => String(item.id) === id.trim());
  return text && buildPdf(text.title, text.paragraphs);
}

export const documentFiles = texts.map((text) => ({ file: `${text.file}.pdf`, id: String(text.id) }));

/** Compared trimmed and case-insensitively. */
export const VALID_DOCUMENT_CODES = ['INV/2026/0001', 'INV/2026/0002', 'SK/RWT/2026/014', 'SRT/RWT/2025/112'];
