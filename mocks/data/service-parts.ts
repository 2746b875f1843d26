import type * as z from 'zod/mini';
import type { ComparisonSchema, EmployeeSchema } from '@/api/services/services.schemas';
import { BRAND_NAME } from '@/lib/brand';
import { demoMedia } from '../media-url';

type Employee = z.input<typeof EmployeeSchema>;
type Comparison = z.input<typeof ComparisonSchema>;

/** An employee card; `photo: null` exercises the site's default-image fallback. */
export const employee = (name: string, photo: number | null): Employee => ({
  photo: photo === null ? null : demoMedia(`employees/employee-${photo}.svg`),
  user: { name },
});

const CROSS = 0;
const CHECK = 1;

/** What other home-care providers often lack, compared item by item with ours. */
const OTHER_HOMECARE: readonly [string, number][] = [
  ['Tenaga kesehatan belum tentu memiliki STR aktif', CROSS],
  ['Biaya transportasi dihitung terpisah', CROSS],
  ['Jadwal kunjungan menyesuaikan ketersediaan petugas', CROSS],
  ['Reservasi lewat telepon', CHECK],
];

const OURS: readonly [string, number][] = [
  ['Seluruh tenaga kesehatan ber-STR dan terlatih home care', CHECK],
  ['Harga transparan, sudah termasuk transportasi', CHECK],
  ['Jadwal fleksibel, bisa datang di hari yang sama', CHECK],
  ['Laporan perkembangan pasien dikirim ke keluarga', CHECK],
];

/** The comparison lists: 'other_homecare' versus the brand, with one service-specific line each. */
export function comparisons(otherExtra: string, oursExtra: string): Comparison[] {
  return [
    ...OTHER_HOMECARE.map(([title, type]) => ({ category: 'other_homecare', type, title })),
    { category: 'other_homecare', type: CROSS, title: otherExtra },
    ...OURS.map(([title, type]) => ({ category: BRAND_NAME, type, title })),
    { category: BRAND_NAME, type: CHECK, title: oursExtra },
  ];
}
