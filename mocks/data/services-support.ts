import type * as z from 'zod/mini';
import type { ServiceSchema } from '@/api/services/services.schemas';
import { paragraphs, withList } from './html';
import { comparisons, employee } from './service-parts';
import { demoMedia } from '../media-url';

export const supportServices = [
  {
    name: 'Laboratorium',
    slug: 'laboratorium',
    icon: demoMedia('services/laboratorium.svg'),
    icon_vector: demoMedia('services/laboratorium-vector.svg'),
    description: paragraphs(
      'Pengambilan sampel darah dan urin di rumah oleh analis kesehatan, diperiksa di laboratorium mitra terakreditasi.',
      'Hasil dikirim dalam bentuk PDF lewat WhatsApp dan email.',
    ),
    task_description: withList('Alur pemeriksaan:', [
      'Petugas datang sesuai jadwal dan memverifikasi identitas pasien',
      'Sampel diambil dengan peralatan steril sekali pakai',
      'Hasil keluar 1 sampai 2 hari kerja, tergantung jenis pemeriksaan',
    ]),
    start_price: '150000.00',
    service_banners: [
      { path_banner: demoMedia('services/banners/laboratorium.svg'), title: 'Cek Lab di Rumah', sub_title: 'Hasil dikirim lewat WhatsApp' },
    ],
    sub_services: [
      { name: 'Cek Darah Lengkap', description: paragraphs('Hematologi lengkap untuk memantau kondisi umum, infeksi dan anemia.') },
      { name: 'Profil Lipid & Gula Darah', description: paragraphs('Kolesterol total, HDL, LDL, trigliserida, gula darah puasa dan HbA1c.') },
      { name: 'Medical Check Up', description: withList('Paket pemeriksaan berkala untuk keluarga:', ['Darah lengkap dan urin lengkap', 'Fungsi hati dan ginjal', 'Konsultasi hasil dengan dokter']) },
      { name: 'Tes Fungsi Ginjal', description: paragraphs('Ureum, kreatinin dan asam urat untuk pasien hipertensi atau diabetes.') },
    ],
    employees: [
      employee('Fajar Setiawan, A.Md.AK', 6),
      employee('Intan Permata, S.Tr.Kes', 7),
      employee('Wahyu Hidayat, A.Md.AK', 8),
    ],
    service_comparisons: comparisons('Hasil harus diambil sendiri ke laboratorium', 'Hasil digital dikirim ke WhatsApp'),
  },
  {
    name: 'Swab Test',
    slug: 'swab-test',
    icon: demoMedia('services/swab-test.svg'),
    icon_vector: demoMedia('services/swab-test-vector.svg'),
    description: paragraphs(
      'Swab antigen dan PCR di rumah atau kantor, untuk perorangan maupun rombongan.',
    ),
    task_description: paragraphs(
      'Petugas berpakaian APD lengkap mengambil sampel usap hidung atau tenggorokan.',
      'Hasil antigen keluar dalam 30 menit, PCR dalam 1x24 jam.',
    ),
    start_price: 95000,
    service_banners: [
      { path_banner: demoMedia('services/banners/swab-test.svg'), title: 'Swab Test di Rumah', sub_title: 'Antigen dan PCR untuk keluarga dan kantor' },
    ],
    sub_services: [
      { name: 'Swab Antigen', description: paragraphs('Hasil dalam 30 menit, dilengkapi surat keterangan resmi.') },
      { name: 'Swab PCR', description: paragraphs('Sampel diperiksa di laboratorium rujukan, hasil 1x24 jam.') },
    ],
    employees: [
      employee('Rudi Hartono, A.Md.AK', 4),
      employee('Anisa Rahma, A.Md.Kep', 2),
      employee('Taufik Hidayat, A.Md.AK', 6),
    ],
    service_comparisons: comparisons('Minimal pemesanan 5 orang', 'Bisa untuk satu orang saja'),
  },
  {
    name: 'Sunat di Rumah',
    slug: 'sunat-di-rumah',
    icon: demoMedia('services/sunat-di-rumah.svg'),
    icon_vector: demoMedia('services/sunat-di-rumah-vector.svg'),
    description: paragraphs(
      'Khitan anak di rumah oleh dokter dan perawat berpengalaman, dengan metode modern yang minim nyeri.',
      'Anak tetap tenang di lingkungan yang ia kenal.',
    ),
    task_description: withList('Layanan sudah termasuk:', [
      'Konsultasi dan pemeriksaan sebelum tindakan',
      'Tindakan khitan dengan anestesi lokal',
      'Kontrol luka satu kali pada hari ketiga',
    ]),
    start_price: '1500000.00',
    service_banners: [
      { path_banner: demoMedia('services/banners/sunat-di-rumah.svg'), title: 'Sunat di Rumah', sub_title: 'Nyaman untuk anak, tenang untuk orang tua' },
      { path_banner: demoMedia('services/banners/home-visit.svg'), title: 'Dokter Berpengalaman', sub_title: 'Metode modern minim nyeri' },
    ],
    sub_services: [
      { name: 'Metode Klamp', description: paragraphs('Tanpa jahitan, penyembuhan lebih cepat; anak bisa langsung beraktivitas ringan.') },
      { name: 'Metode Laser (Electrocauter)', description: paragraphs('Perdarahan minimal dengan jahitan yang dapat diserap tubuh.') },
      { name: 'Sunat Bayi', description: paragraphs('Untuk bayi usia 1 sampai 12 bulan, dilakukan oleh dokter.') },
    ],
    employees: [
      employee('dr. Hasan Basri', 8),
      employee('dr. Rahmat Hidayat', 4),
      employee('Ns. Eko Prasetyo, S.Kep', 6),
      employee('Fitri Handayani, A.Md.Kep', 3),
      employee('Arif Rahman, A.Md.Kep', 1),
    ],
    service_comparisons: comparisons('Kontrol luka dikenakan biaya tambahan', 'Kontrol luka hari ketiga sudah termasuk'),
  },
  {
    name: 'Sewa Alat Kesehatan',
    slug: 'sewa-alat-kesehatan',
    icon: demoMedia('services/sewa-alat-kesehatan.svg'),
    icon_vector: demoMedia('services/sewa-alat-kesehatan-vector.svg'),
    description: paragraphs(
      'Sewa kursi roda, ranjang pasien, tabung oksigen, nebulizer dan alat kesehatan lainnya secara harian, mingguan atau bulanan.',
    ),
    task_description: withList('Setiap penyewaan sudah termasuk:', [
      'Pengantaran dan penjemputan alat',
      'Pemasangan dan penjelasan cara pakai',
      'Alat dibersihkan dan disinfeksi sebelum dikirim',
    ]),
    start_price: '50000',
    service_banners: [
      { path_banner: demoMedia('services/banners/sewa-alat-kesehatan.svg'), title: 'Sewa Alat Kesehatan', sub_title: 'Diantar, dipasang, dijemput' },
    ],
    sub_services: [
      { name: 'Alat Mobilitas', description: paragraphs('Kursi roda, walker, tongkat dan kruk.') },
      { name: 'Alat Pernapasan', description: paragraphs('Tabung oksigen, konsentrator oksigen dan nebulizer.') },
    ],
    employees: [
      employee('Dimas Saputra', 8),
      employee('Yoga Pratama', 6),
      employee('Sri Wahyuni', 5),
    ],
    service_comparisons: comparisons('Pemasangan alat tidak termasuk', 'Pemasangan dan edukasi pemakaian gratis'),
  },
] satisfies z.input<typeof ServiceSchema>[];
