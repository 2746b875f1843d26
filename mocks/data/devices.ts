import type * as z from 'zod/mini';
import type { DeviceSchema } from '@/api/devices/devices.schemas';
import { paragraphs, withList } from './html';
import { detailSeo } from './seo';
import { demoMedia } from '../media-url';

type Period = 'Harian' | 'Mingguan' | 'Bulanan' | '3 Bulan';
type Price = number | string;

const photos = (slug: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ photo: demoMedia(`devices/${slug}-${index + 1}.svg`) }));

/** Periods in the given order, numbered by `sequences` (sequence 1 is the site's default). */
const periods = (entries: [Period, Price][], sequences = entries.map((_, index) => index + 1)) =>
  entries.map(([period, price], index) => ({ sequence: sequences[index] ?? index + 1, period, price }));

const device = (slug: string, title: string, photoCount: number) => ({
  slug,
  title,
  thumbnail: demoMedia(`devices/${slug}-thumb.svg`),
  display_medical_device_photos: photos(slug, photoCount),
});

/** Ten devices; one lists its sequence-1 period second, one has no start price, one no description. */
export const devices = [
  {
    ...device('kursi-roda-standar', 'Kursi Roda Standar', 3),
    start_price: 25000,
    description: withList('Kursi roda baja dengan rangka lipat, cocok untuk penggunaan di rumah dan rumah sakit.', ['Lebar dudukan 46 cm', 'Beban maksimal 100 kg', 'Sandaran kaki dapat dilepas']),
    display_medical_device_periods: periods([['Mingguan', 150000], ['Harian', 25000], ['Bulanan', '450000.00']], [2, 1, 3]),
  },
  {
    ...device('kursi-roda-travel-lipat', 'Kursi Roda Travel Lipat', 2),
    start_price: '35000.00',
    description: paragraphs('Kursi roda aluminium yang ringan (11 kg) dan mudah dilipat untuk dibawa bepergian atau masuk bagasi mobil.'),
    display_medical_device_periods: periods([['Harian', 35000], ['Mingguan', 200000], ['Bulanan', 600000]]),
  },
  {
    ...device('tabung-oksigen-1m3', 'Tabung Oksigen 1 m³ Lengkap dengan Regulator', 3),
    start_price: 60000,
    description: withList('Paket tabung oksigen siap pakai:', ['Tabung 1 m³ terisi penuh', 'Regulator dan flowmeter', 'Selang kanul hidung sekali pakai', 'Isi ulang bisa dipesan terpisah']),
    display_medical_device_periods: periods([['Harian', 60000], ['Mingguan', '350000']]),
  },
  {
    ...device('konsentrator-oksigen-5-liter', 'Konsentrator Oksigen 5 Liter', 3),
    start_price: 150000,
    description: paragraphs('Menghasilkan oksigen dari udara ruangan tanpa perlu isi ulang. Aliran 1 sampai 5 liter per menit, cocok untuk terapi jangka panjang.'),
    display_medical_device_periods: periods([['Harian', 150000], ['Mingguan', 800000], ['Bulanan', 2500000]]),
  },
  {
    ...device('ranjang-pasien-2-engkol', 'Ranjang Pasien Manual 2 Engkol', 2),
    start_price: '75000',
    description: withList('Ranjang pasien dengan dua engkol untuk mengatur sandaran punggung dan kaki.', ['Pagar pengaman di kedua sisi', 'Roda dengan pengunci', 'Sudah termasuk kasur busa']),
    display_medical_device_periods: periods([['Mingguan', 350000], ['Bulanan', 1000000], ['3 Bulan', '2700000.00']]),
  },
  {
    ...device('ranjang-pasien-elektrik', 'Ranjang Pasien Elektrik 3 Fungsi', 4),
    start_price: 150000,
    description: paragraphs('Sandaran, posisi kaki dan ketinggian ranjang diatur dengan remote. Memudahkan pendamping memindahkan dan merawat pasien.'),
    display_medical_device_periods: periods([['Harian', 150000], ['Mingguan', 900000], ['Bulanan', 2400000], ['3 Bulan', 6500000]]),
  },
  {
    ...device('nebulizer-kompresor', 'Nebulizer Kompresor', 2),
    start_price: 20000,
    description: paragraphs('Nebulizer untuk terapi uap pada asma dan infeksi saluran napas, dilengkapi masker dewasa dan anak.'),
    display_medical_device_periods: periods([['Harian', 20000], ['Mingguan', 100000]]),
  },
  {
    ...device('walker-lipat', 'Walker Lipat dengan Roda', 2),
    start_price: null,
    description: paragraphs('Alat bantu jalan berbahan aluminium dengan dua roda depan, tinggi dapat diatur.'),
    display_medical_device_periods: periods([['Mingguan', 75000], ['Bulanan', '200000']]),
  },
  {
    ...device('kasur-antidekubitus', 'Kasur Antidekubitus', 2),
    start_price: 30000,
    description: null,
    display_medical_device_periods: periods([['Harian', 30000], ['Mingguan', 150000], ['Bulanan', 400000]]),
  },
  {
    ...device('suction-pump-portable', 'Suction Pump Portable', 3),
    start_price: '100000.00',
    description: paragraphs('Alat penyedot lendir portabel untuk pasien dengan trakeostomi atau kesulitan mengeluarkan dahak. Pemakaian didampingi perawat.'),
    display_medical_device_periods: periods([['Harian', 100000], ['Mingguan', 550000]]),
  },
] satisfies z.input<typeof DeviceSchema>[];

export type MockDevice = (typeof devices)[number];

export const deviceSeo = (item: MockDevice) =>
  detailSeo(`/medical-device/${item.slug}`, `Sewa ${item.title}`, `Sewa ${item.title.toLowerCase()} harian, mingguan atau bulanan dengan pengantaran ke rumah.`);
