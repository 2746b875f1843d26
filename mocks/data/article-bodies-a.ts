import { articleBody } from './html';

export const articleBodiesA: Record<string, string> = {
  'cara-merawat-lansia-dengan-demensia-di-rumah': articleBody({
    intro: 'Merawat orang tua dengan demensia membutuhkan kesabaran dan rutinitas yang konsisten. Lingkungan rumah yang tenang membantu mereka merasa aman.',
    video: 'Q3xW7pLk2Ds',
    heading: 'Lima kebiasaan yang membantu',
    points: ['Buat jadwal harian yang sama setiap hari', 'Gunakan kalimat pendek dan jelas', 'Beri label pada pintu kamar mandi dan lemari', 'Jauhkan benda tajam dan obat dari jangkauan', 'Ajak beraktivitas ringan seperti berjalan pagi'],
    more: ['Jaga kesehatan pendamping', 'Pendamping juga perlu waktu istirahat. Perawat home care dapat menggantikan beberapa jam setiap hari agar keluarga tetap bugar.'],
    closing: 'Konsultasikan perubahan perilaku yang mendadak kepada dokter, karena bisa jadi tanda infeksi atau efek samping obat.',
  }),
  'rawatin-buka-cabang-baru-di-surabaya': articleBody({
    intro: 'Rawatin resmi membuka cabang di Jl. Raya Darmo, Surabaya, untuk melayani keluarga di Jawa Timur dengan lebih cepat.',
    heading: 'Layanan yang tersedia di cabang Surabaya',
    points: ['Perawat home care harian dan live-in', 'Fisioterapi dan terapi wicara', 'Laboratorium dan swab test di rumah', 'Sewa alat kesehatan dengan pengantaran'],
    closing: 'Selama bulan pembukaan, pasien baru di Surabaya mendapat potongan 20% untuk kunjungan pertama.',
  }),
  'latihan-fisioterapi-sederhana-setelah-stroke': articleBody({
    intro: 'Latihan yang dimulai sedini mungkin setelah stroke membantu otak membentuk jalur saraf baru. Berikut latihan ringan yang aman dilakukan di rumah dengan pendampingan.',
    video: 'mF8tR2vYh0c',
    heading: 'Latihan dasar',
    points: ['Menggenggam dan membuka bola karet selama 5 menit', 'Mengangkat tungkai secara bergantian sambil berbaring', 'Latihan duduk tegak tanpa sandaran', 'Berjalan dengan walker didampingi keluarga'],
    more: ['Berapa kali sehari?', 'Lakukan dua sampai tiga kali sehari, hentikan bila pasien merasa pusing atau nyeri dada.'],
    closing: 'Fisioterapis akan menyesuaikan intensitas latihan sesuai kemajuan pasien di setiap kunjungan.',
  }),
  'mengenal-luka-dekubitus-dan-cara-mencegahnya': articleBody({
    intro: 'Luka dekubitus atau luka tekan sering muncul pada pasien yang lama berbaring, terutama di punggung bawah, tumit dan siku.',
    heading: 'Cara mencegah luka tekan',
    points: ['Ubah posisi tidur pasien setiap 2 jam', 'Gunakan kasur antidekubitus', 'Jaga kulit tetap kering dan bersih', 'Penuhi kebutuhan protein dan cairan'],
    closing: 'Bila muncul kemerahan yang tidak hilang setelah 30 menit, segera hubungi perawat untuk pemeriksaan.',
  }),
  'kapan-anak-perlu-terapi-wicara': articleBody({
    intro: 'Setiap anak berkembang dengan kecepatan berbeda, tetapi ada tanda-tanda yang perlu diwaspadai orang tua.',
    heading: 'Tanda anak perlu dievaluasi',
    points: ['Belum mengoceh pada usia 12 bulan', 'Belum mengucapkan satu kata bermakna pada usia 18 bulan', 'Belum merangkai dua kata pada usia 2 tahun', 'Ucapannya sulit dipahami orang lain pada usia 4 tahun'],
    more: ['Apa yang dilakukan terapis?', 'Terapis menilai kemampuan bahasa anak lalu menyusun latihan bermain yang bisa dilanjutkan orang tua di rumah.'],
    closing: 'Semakin dini terapi dimulai, semakin besar peluang anak mengejar ketertinggalannya.',
  }),
  'persiapan-sebelum-cek-darah-perlukah-puasa': articleBody({
    intro: 'Tidak semua pemeriksaan darah mengharuskan puasa. Persiapan yang tepat membuat hasil lebih akurat.',
    heading: 'Pemeriksaan yang memerlukan puasa',
    points: ['Gula darah puasa: 8 sampai 10 jam', 'Profil lipid: 10 sampai 12 jam', 'Asam urat: dianjurkan 8 jam'],
    closing: 'Selama puasa Anda tetap boleh minum air putih. Tanyakan kepada petugas bila sedang mengonsumsi obat rutin.',
  }),
  'tips-memilih-kursi-roda-yang-tepat': articleBody({
    intro: 'Kursi roda yang sesuai membuat pasien lebih nyaman dan memudahkan pendamping.',
    heading: 'Hal yang perlu diperhatikan',
    points: ['Lebar dudukan sesuai tubuh pasien', 'Rem yang mudah dijangkau', 'Sandaran kaki yang bisa dilepas', 'Rangka lipat bila sering dibawa bepergian'],
    closing: 'Untuk kebutuhan sementara, menyewa kursi roda sering kali lebih hemat daripada membeli.',
  }),
  'sunat-di-rumah-apa-saja-yang-perlu-disiapkan': articleBody({
    intro: 'Sunat di rumah membuat anak lebih tenang. Ada beberapa hal sederhana yang perlu disiapkan orang tua.',
    heading: 'Daftar persiapan',
    points: ['Ruangan yang terang dengan meja atau kasur yang kokoh', 'Pakaian longgar atau sarung untuk anak', 'Makanan ringan kesukaan anak setelah tindakan'],
    more: ['Setelah tindakan', 'Ikuti anjuran dokter tentang perawatan luka dan obat pereda nyeri; kontrol dilakukan pada hari ketiga.'],
    closing: 'Ceritakan proses sunat dengan bahasa yang menenangkan agar anak tidak takut.',
  }),
  'manfaat-akupunktur-untuk-nyeri-punggung-bawah': articleBody({
    intro: 'Nyeri punggung bawah adalah keluhan yang sangat umum pada pekerja kantoran. Akupunktur medis dapat menjadi terapi pendamping.',
    heading: 'Manfaat yang dilaporkan pasien',
    points: ['Nyeri berkurang setelah beberapa sesi', 'Otot terasa lebih rileks', 'Kualitas tidur membaik'],
    closing: 'Akupunktur sebaiknya dikombinasikan dengan latihan peregangan dan posisi duduk yang benar.',
  }),
  'rawatin-raih-penghargaan-layanan-home-care-2025': articleBody({
    intro: 'Rawatin menerima penghargaan sebagai layanan home care dengan kepuasan pasien tertinggi tahun 2025.',
    heading: 'Penilaian meliputi',
    points: ['Kecepatan respons reservasi', 'Kompetensi tenaga kesehatan', 'Kepuasan keluarga pasien'],
    closing: 'Terima kasih kepada seluruh pasien dan keluarga yang telah mempercayakan perawatannya kepada kami.',
  }),
};
