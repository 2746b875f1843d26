import { articleBody } from './html';

export const articleBodiesB: Record<string, string> = {
  'menjaga-gula-darah-tetap-stabil': articleBody({
    intro: 'Gula darah yang naik turun membuat penderita diabetes mudah lelah dan berisiko komplikasi.',
    heading: 'Kebiasaan harian yang membantu',
    points: ['Makan dalam porsi kecil tetapi teratur', 'Pilih karbohidrat kompleks seperti nasi merah dan ubi', 'Berjalan kaki 30 menit setiap hari', 'Periksa gula darah sesuai anjuran dokter'],
    closing: 'Catat hasil pemeriksaan gula darah dan bawa catatan itu saat kontrol ke dokter.',
  }),
  'perawatan-pasien-pascaoperasi-lutut-di-rumah': articleBody({
    intro: 'Minggu-minggu pertama setelah operasi lutut menentukan keberhasilan pemulihan.',
    heading: 'Yang perlu diperhatikan keluarga',
    points: ['Kompres dingin untuk mengurangi bengkak', 'Latihan menekuk lutut sesuai program fisioterapis', 'Gunakan walker sampai dinyatakan aman berjalan sendiri'],
    more: ['Tanda bahaya', 'Segera hubungi dokter bila luka bernanah, demam, atau betis terasa nyeri dan bengkak.'],
    closing: 'Perawat dan fisioterapis dapat berkunjung bergantian agar perawatan luka dan latihan berjalan seimbang.',
  }),
  'mengenal-nebulizer-dan-cara-membersihkannya': articleBody({
    intro: 'Nebulizer mengubah obat cair menjadi uap agar mudah dihirup, sering dipakai untuk asma dan infeksi saluran napas.',
    heading: 'Cara membersihkan setelah dipakai',
    points: ['Lepaskan masker dan wadah obat', 'Cuci dengan air hangat dan sabun lembut', 'Bilas lalu keringkan di udara terbuka', 'Jangan mencuci selang udara'],
    closing: 'Gunakan nebulizer hanya dengan obat yang diresepkan dokter.',
  }),
  'gejala-dehidrasi-pada-lansia': articleBody({
    intro: 'Rasa haus pada lansia sering berkurang sehingga dehidrasi mudah terjadi tanpa disadari.',
    heading: 'Gejala yang sering terlewat',
    points: ['Bingung atau mengantuk berlebihan', 'Urin berwarna pekat', 'Bibir dan kulit kering', 'Pusing saat berdiri'],
    closing: 'Sediakan air minum di dekat lansia dan ingatkan mereka minum sedikit demi sedikit sepanjang hari.',
  }),
  'pemeriksaan-kesehatan-gratis-lansia-bandung': articleBody({
    intro: 'Bersama puskesmas setempat, Rawatin Bandung mengadakan pemeriksaan kesehatan gratis bagi 300 lansia.',
    heading: 'Pemeriksaan yang diberikan',
    points: ['Tekanan darah dan gula darah', 'Asam urat dan kolesterol', 'Konsultasi dengan dokter umum'],
    closing: 'Kegiatan serupa akan diadakan di Jakarta Selatan dan Surabaya pada bulan berikutnya.',
  }),
  'menu-sehat-untuk-pemulihan-pascastroke': articleBody({
    intro: 'Makanan yang tepat membantu pemulihan pascastroke dan mencegah serangan berulang.',
    heading: 'Pilihan makanan yang dianjurkan',
    points: ['Sayur dan buah berwarna', 'Ikan yang kaya omega-3', 'Kacang-kacangan dan biji-bijian', 'Batasi garam, gula dan gorengan'],
    more: ['Bila pasien sulit menelan', 'Sajikan makanan bertekstur lembut dan konsultasikan dengan terapis wicara tentang posisi makan yang aman.'],
    closing: 'Libatkan ahli gizi bila pasien memiliki diabetes atau penyakit ginjal.',
  }),
  'kapan-harus-menggunakan-tabung-oksigen-di-rumah': articleBody({
    intro: 'Terapi oksigen di rumah hanya diberikan atas anjuran dokter, misalnya pada penyakit paru kronis.',
    heading: 'Aturan aman penggunaan',
    points: ['Jauhkan tabung dari api dan rokok', 'Simpan tabung dalam posisi berdiri dan terikat', 'Atur aliran sesuai resep dokter'],
    closing: 'Gunakan oksimeter untuk memantau saturasi oksigen dan catat hasilnya setiap hari.',
  }),
  'cara-mencegah-pasien-jatuh-di-rumah': articleBody({
    intro: 'Jatuh adalah penyebab cedera yang paling sering pada lansia dan pasien dengan gangguan keseimbangan.',
    heading: 'Langkah pencegahan',
    points: ['Pasang pegangan di kamar mandi', 'Gunakan keset antiselip', 'Pastikan penerangan cukup di malam hari', 'Singkirkan kabel dan karpet yang terlipat'],
    closing: 'Fisioterapis dapat menilai risiko jatuh dan memberi latihan keseimbangan yang sesuai.',
  }),
  'pentingnya-vaksinasi-influenza-untuk-lansia': articleBody({
    intro: 'Influenza pada lansia bisa berkembang menjadi radang paru. Vaksinasi tahunan menurunkan risiko tersebut.',
    heading: 'Siapa yang dianjurkan vaksin',
    points: ['Lansia di atas 60 tahun', 'Penderita diabetes, jantung dan paru kronis', 'Pendamping yang tinggal serumah'],
    closing: 'Konsultasikan jadwal vaksinasi dengan dokter, terutama bila pasien sedang sakit.',
  }),
  'rawatin-bekerja-sama-dengan-50-klinik-mitra': articleBody({
    intro: 'Rawatin kini bekerja sama dengan 50 klinik mitra untuk memudahkan rujukan pasien dari klinik ke perawatan di rumah.',
    heading: 'Manfaat bagi pasien',
    points: ['Rujukan langsung dari dokter klinik', 'Rekam perawatan yang terhubung', 'Jadwal kontrol yang terkoordinasi'],
    closing: 'Klinik yang ingin bergabung dapat mengajukan penawaran melalui halaman Kerja Sama.',
  }),
};
