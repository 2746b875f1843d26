import type * as z from 'zod/mini';
import type { ServiceSchema } from '@/api/services/services.schemas';
import { paragraphs, withList } from './html';
import { comparisons, employee } from './service-parts';
import { demoMedia } from '../media-url';

export const careServices = [
  {
    name: 'Perawat',
    slug: 'perawat',
    icon: demoMedia('services/perawat.svg'),
    icon_vector: demoMedia('services/perawat-vector.svg'),
    description: paragraphs(
      'Perawat home care Rawatin mendampingi pasien pascaoperasi, lansia dan pasien dengan penyakit kronis langsung di rumah.',
      'Tersedia kunjungan harian, shift 12 jam maupun perawat tinggal (live-in) sesuai kebutuhan keluarga.',
    ),
    task_description: withList('Tugas perawat selama kunjungan:', [
      'Memeriksa tanda vital dan mencatat perkembangan pasien',
      'Mengganti perban dan merawat luka',
      'Memberikan obat sesuai resep dokter',
      'Membantu mobilisasi dan kebersihan diri pasien',
    ]),
    start_price: 175000,
    service_banners: [
      { path_banner: demoMedia('services/banners/perawat.svg'), title: 'Perawat Home Care', sub_title: 'Datang hari ini, rawat sepenuh hati' },
      { path_banner: demoMedia('services/banners/home-visit.svg'), title: 'Kunjungan Fleksibel', sub_title: 'Harian, shift atau live-in' },
    ],
    sub_services: [
      { name: 'Perawatan Luka', description: withList('Perawatan luka operasi, luka diabetes dan luka tekan (dekubitus):', ['Pembersihan dan penggantian balutan', 'Pemantauan tanda infeksi', 'Edukasi perawatan untuk keluarga']) },
      { name: 'Perawat Lansia', description: paragraphs('Pendampingan lansia untuk aktivitas harian, pengingat minum obat dan pemantauan tekanan darah serta gula darah.') },
      { name: 'Pemasangan Infus & Kateter', description: paragraphs('Pemasangan dan perawatan infus, kateter urin dan selang makan (NGT) sesuai instruksi dokter.') },
    ],
    employees: [
      employee('Ns. Rina Marlina, S.Kep', 1),
      employee('Dewi Lestari, A.Md.Kep', 2),
      employee('Ns. Yusuf Hidayat, S.Kep', null),
      employee('Siti Nurhaliza, A.Md.Kep', 3),
    ],
    service_comparisons: comparisons('Tidak ada pengganti bila perawat berhalangan', 'Perawat pengganti disiapkan bila berhalangan'),
  },
  {
    name: 'Fisioterapi',
    slug: 'fisioterapi',
    icon: demoMedia('services/fisioterapi.svg'),
    icon_vector: demoMedia('services/fisioterapi-vector.svg'),
    description: paragraphs(
      'Fisioterapis berlisensi membantu pemulihan pasien stroke, cedera olahraga, nyeri punggung dan pascaoperasi tulang.',
      'Program latihan disusun setelah asesmen pertama dan dievaluasi setiap kunjungan.',
    ),
    task_description: withList('Dalam satu sesi (60 menit), fisioterapis akan:', [
      'Melakukan asesmen gerak dan kekuatan otot',
      'Memberikan terapi manual dan latihan terarah',
      'Mengajarkan latihan mandiri untuk dilakukan di antara sesi',
    ]),
    start_price: '200000.00',
    service_banners: [
      { path_banner: demoMedia('services/banners/fisioterapi.svg'), title: 'Fisioterapi di Rumah', sub_title: 'Pulih bertahap dengan program terukur' },
    ],
    sub_services: [
      { name: 'Fisioterapi Stroke', description: paragraphs('Latihan keseimbangan, berjalan dan fungsi tangan untuk pasien pascastroke.') },
      { name: 'Fisioterapi Ortopedi', description: paragraphs('Pemulihan setelah patah tulang, operasi lutut atau panggul, dan cedera ligamen.') },
      { name: 'Fisioterapi Anak', description: paragraphs('Stimulasi tumbuh kembang motorik untuk anak dengan keterlambatan perkembangan.') },
    ],
    employees: [
      employee('Ftr. Andi Pratama, S.Tr.Kes', 4),
      employee('Ftr. Maya Sari, S.Ft', 5),
      employee('Ftr. Bayu Nugroho, A.Md.Ftr', 6),
    ],
    service_comparisons: comparisons('Tanpa evaluasi program latihan', 'Evaluasi program di setiap sesi'),
  },
  {
    name: 'Terapi Wicara',
    slug: 'terapi-wicara',
    icon: demoMedia('services/terapi-wicara.svg'),
    icon_vector: demoMedia('services/terapi-wicara-vector.svg'),
    description: paragraphs(
      'Terapi wicara untuk anak dengan keterlambatan bicara dan dewasa dengan gangguan bicara atau menelan setelah stroke.',
    ),
    task_description: withList('Terapis wicara akan:', [
      'Menilai kemampuan bahasa, artikulasi dan menelan',
      'Memberikan latihan sesuai usia dan kondisi',
      'Membimbing orang tua atau pendamping melanjutkan latihan di rumah',
    ]),
    start_price: '250000',
    service_banners: [
      { path_banner: demoMedia('services/banners/terapi-wicara.svg'), title: 'Terapi Wicara', sub_title: 'Belajar bicara di tempat paling nyaman' },
      { path_banner: demoMedia('services/banners/home-visit.svg'), title: 'Terapis Datang ke Rumah', sub_title: 'Tanpa perlu menunggu antrean klinik' },
    ],
    sub_services: [
      { name: 'Speech Delay Anak', description: paragraphs('Stimulasi bahasa reseptif dan ekspresif untuk anak usia 1 sampai 7 tahun.') },
      { name: 'Gangguan Menelan (Disfagia)', description: paragraphs('Latihan otot menelan dan pengaturan tekstur makanan yang aman.') },
    ],
    employees: [
      employee('Nadia Putri, A.Md.TW', 7),
      employee('Rizky Ramadhan, S.Tr.TW', 8),
      employee('Laras Wulandari, A.Md.TW', 2),
    ],
    service_comparisons: comparisons('Tidak melibatkan orang tua dalam latihan', 'Orang tua dibimbing melanjutkan latihan'),
  },
  {
    name: 'Akupunktur',
    slug: 'akupunktur',
    icon: demoMedia('services/akupunktur.svg'),
    icon_vector: demoMedia('services/akupunktur-vector.svg'),
    description: paragraphs(
      'Akupunktur medis oleh terapis bersertifikat untuk membantu meredakan nyeri kronis, sakit kepala dan gangguan tidur.',
      'Jarum steril sekali pakai, dibuang sesuai standar limbah medis.',
    ),
    task_description: paragraphs(
      'Terapis melakukan anamnesis singkat, menentukan titik akupunktur, lalu melakukan terapi selama 30 sampai 45 menit.',
    ),
    start_price: 300000,
    service_banners: [
      { path_banner: demoMedia('services/banners/akupunktur.svg'), title: 'Akupunktur Medis', sub_title: 'Jarum steril sekali pakai' },
    ],
    sub_services: [
      { name: 'Nyeri Punggung & Sendi', description: paragraphs('Terapi untuk nyeri punggung bawah, leher kaku dan nyeri lutut.') },
      { name: 'Akupunktur Relaksasi', description: paragraphs('Membantu kualitas tidur dan meredakan ketegangan.') },
    ],
    employees: [
      employee('Hendra Wijaya, A.Md.Akp', 6),
      employee('Lina Kusuma, S.Tr.Battra', 3),
      employee('Agus Salim, A.Md.Akp', 4),
    ],
    service_comparisons: comparisons('Jarum dipakai ulang setelah sterilisasi', 'Jarum steril sekali pakai'),
  },
  {
    name: 'Panggil Dokter',
    slug: 'panggil-dokter',
    icon: demoMedia('services/panggil-dokter.svg'),
    icon_vector: demoMedia('services/panggil-dokter-vector.svg'),
    description: paragraphs(
      'Dokter umum datang ke rumah untuk pemeriksaan, diagnosis dan resep, cocok untuk pasien yang sulit bepergian.',
    ),
    task_description: withList('Dokter akan:', [
      'Melakukan pemeriksaan fisik menyeluruh',
      'Memberikan diagnosis dan resep obat',
      'Menerbitkan surat rujukan atau surat sakit bila diperlukan',
    ]),
    start_price: 350000,
    service_banners: [
      { path_banner: demoMedia('services/banners/panggil-dokter.svg'), title: 'Dokter ke Rumah', sub_title: 'Periksa tanpa antre' },
      { path_banner: demoMedia('services/banners/home-visit.svg'), title: 'Layanan Setiap Hari', sub_title: 'Pukul 07.00 sampai 21.00' },
      { path_banner: demoMedia('services/banners/perawat.svg'), title: 'Bersama Perawat', sub_title: 'Tindak lanjut perawatan di rumah' },
    ],
    sub_services: [
      { name: 'Dokter Umum', description: paragraphs('Pemeriksaan keluhan umum seperti demam, batuk, diare dan tekanan darah tinggi.') },
      { name: 'Surat Keterangan Sehat', description: paragraphs('Pemeriksaan dan surat keterangan sehat untuk keperluan kerja atau sekolah.') },
    ],
    employees: [
      employee('dr. Ahmad Fauzi', 4),
      employee('dr. Citra Anggraini', 5),
      employee('dr. Budi Santoso', 8),
    ],
    service_comparisons: comparisons('Tidak menerbitkan surat rujukan', 'Surat rujukan dan surat sakit tersedia'),
  },
] satisfies z.input<typeof ServiceSchema>[];
