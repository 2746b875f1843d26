import type * as z from 'zod/mini';
import type { CareerSchema } from '@/api/careers/careers.schemas';
import { providerDayFromNow } from '@/lib/dates';
import { bulletList, paragraphs, withList } from './html';

const BENEFIT_COMMON = ['BPJS Kesehatan dan BPJS Ketenagakerjaan', 'Pelatihan home care bersertifikat', 'Tunjangan transportasi'];

/** Six openings, one without a deadline; deadlines count from today, so the demo's never close. */
export const careers = [
  {
    slug: 'perawat-home-care-jakarta-selatan',
    position: 'Perawat Home Care',
    deadline: providerDayFromNow(60),
    placement: 'Jakarta Selatan',
    education: 'D3 Keperawatan',
    gender: 'Laki-laki / Perempuan',
    contract_status: 'Kontrak 1 Tahun',
    work_experience: 'Minimal 1 tahun',
    description: withList('Merawat pasien di rumah sesuai rencana perawatan dari dokter:', [
      'Memantau tanda vital dan kondisi pasien',
      'Melakukan perawatan luka, pemasangan infus dan kateter',
      'Membuat laporan harian untuk keluarga dan koordinator',
    ]),
    benefit: bulletList(['Gaji pokok di atas UMP DKI Jakarta', ...BENEFIT_COMMON]),
  },
  {
    slug: 'perawat-home-care-surabaya',
    position: 'Perawat Home Care',
    deadline: providerDayFromNow(30),
    placement: 'Surabaya',
    education: 'S1 Keperawatan (Ners)',
    gender: 'Perempuan',
    contract_status: 'Kontrak 1 Tahun',
    work_experience: 'Minimal 2 tahun',
    description: withList('Menjadi perawat pendamping pasien lansia dan pascaoperasi di wilayah Surabaya dan Sidoarjo:', [
      'Memiliki STR aktif',
      'Bersedia bekerja dengan sistem shift',
    ]),
    benefit: bulletList(['Insentif kunjungan', ...BENEFIT_COMMON]),
  },
  {
    slug: 'fisioterapis-bandung',
    position: 'Fisioterapis',
    deadline: providerDayFromNow(75),
    placement: 'Bandung',
    education: 'S1 Fisioterapi',
    gender: 'Laki-laki / Perempuan',
    contract_status: 'Kemitraan',
    work_experience: 'Fresh graduate dipersilakan',
    description: paragraphs(
      'Memberikan layanan fisioterapi di rumah pasien, menyusun program latihan dan mengevaluasi kemajuan pasien.',
      'Diutamakan berpengalaman menangani pasien stroke dan ortopedi.',
    ),
    benefit: bulletList(['Bagi hasil per sesi yang kompetitif', 'Jadwal kerja fleksibel', 'Pelatihan home care bersertifikat']),
  },
  {
    slug: 'terapis-wicara-jakarta-selatan',
    position: 'Terapis Wicara',
    deadline: providerDayFromNow(45),
    placement: 'Jakarta Selatan',
    education: 'D3 Terapi Wicara',
    gender: 'Laki-laki / Perempuan',
    contract_status: 'Kemitraan',
    work_experience: 'Minimal 1 tahun',
    description: paragraphs('Menangani anak dengan keterlambatan bicara dan dewasa dengan gangguan menelan di rumah pasien.'),
    benefit: bulletList(['Bagi hasil per sesi', 'Jadwal kerja fleksibel']),
  },
  {
    slug: 'staf-admin-customer-service-bandung',
    position: 'Staf Admin & Customer Service',
    deadline: null,
    placement: 'Bandung',
    education: 'SMA/SMK',
    gender: 'Perempuan',
    contract_status: 'Karyawan Tetap',
    work_experience: 'Minimal 1 tahun di bidang pelayanan',
    description: withList('Menerima reservasi dan menjadwalkan kunjungan tenaga kesehatan:', [
      'Membalas pesan WhatsApp dan telepon pelanggan',
      'Mengatur jadwal petugas',
      'Menyusun laporan harian',
    ]),
    benefit: bulletList(['Gaji pokok dan bonus bulanan', 'BPJS Kesehatan dan BPJS Ketenagakerjaan']),
  },
  {
    slug: 'analis-laboratorium-surabaya',
    position: 'Analis Laboratorium',
    deadline: providerDayFromNow(21),
    placement: 'Surabaya',
    education: 'D3 Analis Kesehatan',
    gender: 'Laki-laki / Perempuan',
    contract_status: 'Kontrak 1 Tahun',
    work_experience: 'Minimal 1 tahun',
    description: paragraphs(
      'Melakukan pengambilan sampel darah dan swab di rumah pasien serta mengantar sampel ke laboratorium mitra.',
      'Memiliki SIM C dan kendaraan sendiri.',
    ),
    benefit: bulletList(['Tunjangan kendaraan', ...BENEFIT_COMMON]),
  },
] satisfies z.input<typeof CareerSchema>[];

export type MockCareer = (typeof careers)[number];

export const distinct = <K extends 'placement' | 'education' | 'position'>(key: K): string[] => [
  ...new Set(careers.map((career) => career[key])),
];
