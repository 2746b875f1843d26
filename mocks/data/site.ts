import type * as z from 'zod/mini';
import type { AboutSchema, BannerSchema, BranchSchema, ContactSchema, WhyUsSchema } from '@/api/site/site.schemas';
import { demoMedia } from '../media-url';

export const contact = {
  whatsapp: { title: '0811-0000-0000', link: 'https://wa.me/6281100000000' },
  call_center: { title: '(021) 5091-7788', link: 'tel:+622150917788' },
  email: { title: 'halo@rawatin.co.id', link: 'mailto:halo@rawatin.co.id' },
  instagram: { title: '@rawatin.id', link: 'https://www.instagram.com/rawatin.id' },
  tiktok: { title: '@rawatin.id', link: 'https://www.tiktok.com/@rawatin.id' },
  facebook: { title: 'Rawatin Indonesia', link: 'https://www.facebook.com/rawatin.id' },
} satisfies z.input<typeof ContactSchema>;

const mapsUrl = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;

const branchAddresses = [
  ['Rawatin Jakarta Selatan', 'Jl. Tebet Raya No. 45, Tebet, Jakarta Selatan 12820'],
  ['Rawatin Bandung', 'Jl. Buah Batu No. 118, Lengkong, Kota Bandung 40264'],
  ['Rawatin Surabaya', 'Jl. Raya Darmo No. 72, Wonokromo, Surabaya 60241'],
] as const;

export const branches = branchAddresses.map(([title, address]) => ({
  title,
  address,
  url: mapsUrl(address),
})) satisfies z.input<typeof BranchSchema>[];

export const banners = [
  {
    path_banner: demoMedia('banners/hero-1.svg'),
    title: 'Perawatan Profesional, Langsung di Rumah Anda',
    sub_title: 'Perawat, fisioterapis dan dokter bersertifikat siap datang hari ini juga.',
  },
  {
    path_banner: demoMedia('banners/hero-2.svg'),
    title: 'Pulih Lebih Nyaman Tanpa Antre',
    sub_title: 'Fisioterapi dan terapi wicara terjadwal sesuai waktu keluarga Anda.',
  },
  {
    path_banner: demoMedia('banners/hero-3.svg'),
    title: 'Cek Laboratorium dari Rumah',
    sub_title: 'Petugas kami mengambil sampel di rumah, hasil dikirim lewat WhatsApp.',
  },
] satisfies z.input<typeof BannerSchema>[];

export const whyUs = {
  patient_total: 2500,
  employee_total: 350,
  contacts: {
    instagram: { link: contact.instagram.link },
    tiktok: { link: contact.tiktok.link },
  },
} satisfies z.input<typeof WhyUsSchema>;

export const about = {
  about: {
    description:
      '<p><strong>Rawatin</strong> adalah layanan kesehatan rumah (home care) yang menghadirkan perawat, fisioterapis, terapis wicara, petugas laboratorium dan dokter langsung ke tempat pasien.</p>' +
      '<p>Berawal dari Jakarta Selatan pada 2019, kini kami melayani lebih dari sepuluh kota dengan tenaga kesehatan yang memiliki STR aktif dan telah melalui pelatihan pelayanan pasien di rumah.</p>' +
      '<p>Kami percaya pemulihan terbaik terjadi di lingkungan yang paling nyaman bagi pasien: rumahnya sendiri, bersama keluarga.</p>',
  },
  vision: {
    description:
      '<p>Menjadi penyedia layanan kesehatan rumah yang paling dipercaya keluarga Indonesia, terjangkau dan mudah diakses di setiap kota.</p>',
  },
  mission: {
    description:
      '<ol><li>Menghadirkan tenaga kesehatan bersertifikat dalam waktu secepatnya setelah reservasi.</li>' +
      '<li>Menetapkan harga yang transparan tanpa biaya tersembunyi.</li>' +
      '<li>Mendampingi keluarga pasien dengan edukasi perawatan yang mudah dipahami.</li>' +
      '<li>Terus meningkatkan kompetensi tenaga kesehatan melalui pelatihan berkala.</li></ol>',
  },
} satisfies z.input<typeof AboutSchema>;
