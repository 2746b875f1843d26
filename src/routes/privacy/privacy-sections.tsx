import type { ReactNode } from 'react';
import { BRAND_NAME } from '@/lib/brand';
import { helpCentrePhone, hrEmail } from '@/lib/config';
import { formatLongDate } from '@/lib/format';
import { Stack } from '@/ui/stack';
import * as styles from './privacy.css';

export const PRIVACY_EFFECTIVE_DATE = '2023-08-01';

export interface PolicySection {
  letter: string;
  title: string;
  body: ReactNode;
}

const list = (items: string[]) => (
  <Stack as="ul" gap="xxs" className={styles.list}>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </Stack>
);

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const POLICY_SECTIONS: PolicySection[] = [
  {
    letter: 'A',
    title: 'Pendahuluan',
    body: (
      <p>
        {`Kebijakan Privasi ini menjelaskan bagaimana ${BRAND_NAME} ("kami") mengumpulkan, menggunakan, menyimpan dan melindungi informasi pribadi Anda saat menggunakan aplikasi mobile ${BRAND_NAME} serta layanan kesehatan di rumah yang kami sediakan. Dengan menggunakan aplikasi kami, Anda menyetujui pengumpulan dan penggunaan informasi sesuai dengan kebijakan ini.`}
      </p>
    ),
  },
  {
    letter: 'B',
    title: 'Informasi yang Kami Kumpulkan',
    body: (
      <>
        <p>Kami dapat mengumpulkan informasi berikut:</p>
        {list([
          'Data identitas: nama, nomor telepon, alamat email dan alamat tempat perawatan.',
          'Data pasien: nama pasien, jenis kelamin, kondisi kesehatan dan riwayat perawatan yang Anda sampaikan saat reservasi.',
          'Data lamaran kerja: riwayat hidup (CV), kartu identitas (KTP) dan informasi lain yang Anda kirimkan saat melamar pekerjaan.',
          'Data penggunaan: informasi perangkat, versi aplikasi, alamat IP serta aktivitas di dalam aplikasi yang membantu kami memperbaiki layanan.',
        ])}
      </>
    ),
  },
  {
    letter: 'C',
    title: 'Tujuan Penggunaan Informasi',
    body: (
      <>
        <p>Informasi yang kami kumpulkan digunakan untuk:</p>
        {list([
          'Memproses reservasi dan menjadwalkan kunjungan tenaga kesehatan ke lokasi pasien.',
          'Menghubungi Anda untuk konfirmasi jadwal, biaya dan tindak lanjut layanan.',
          'Memberikan perawatan yang sesuai dengan kondisi dan kebutuhan pasien.',
          'Memproses lamaran kerja dan penawaran kerja sama yang Anda kirimkan.',
          'Meningkatkan kualitas aplikasi dan layanan kami, serta memenuhi kewajiban hukum yang berlaku.',
        ])}
      </>
    ),
  },
  {
    letter: 'D',
    title: 'Pengungkapan kepada Pihak Ketiga',
    body: (
      <>
        <p>Kami tidak menjual atau menyewakan informasi pribadi Anda. Informasi hanya kami bagikan kepada:</p>
        {list([
          'Tenaga kesehatan yang ditugaskan menangani pasien, sebatas yang diperlukan untuk memberikan layanan.',
          'Mitra penyedia layanan, seperti laboratorium dan penyedia pembayaran, yang terikat kewajiban menjaga kerahasiaan.',
          'Instansi yang berwenang, apabila diwajibkan oleh peraturan perundang-undangan.',
        ])}
      </>
    ),
  },
  {
    letter: 'E',
    title: 'Keamanan Data',
    body: (
      <p>
        Kami menerapkan langkah-langkah teknis dan organisasi yang wajar untuk melindungi informasi pribadi Anda dari
        akses, perubahan, pengungkapan atau penghapusan tanpa izin. Akses ke data pasien dibatasi hanya bagi petugas
        yang berwenang. Meski demikian, tidak ada metode pengiriman melalui internet atau penyimpanan elektronik yang
        sepenuhnya aman, sehingga kami tidak dapat menjamin keamanan yang mutlak.
      </p>
    ),
  },
  {
    letter: 'F',
    title: 'Perubahan Kebijakan',
    body: (
      <p>
        Kami dapat memperbarui Kebijakan Privasi ini dari waktu ke waktu. Setiap perubahan akan diumumkan melalui
        aplikasi atau halaman ini dan berlaku sejak tanggal dipublikasikan. Kami menyarankan Anda meninjau kebijakan ini
        secara berkala.
      </p>
    ),
  },
  {
    letter: 'G',
    title: 'Hubungi Kami',
    body: (
      <p>
        Jika Anda memiliki pertanyaan, permintaan atau keluhan terkait Kebijakan Privasi ini maupun data pribadi Anda,
        silakan hubungi kami melalui email <a href={`mailto:${hrEmail}`}>{hrEmail}</a> atau Pusat Bantuan di nomor{' '}
        <a href={telHref(helpCentrePhone)}>{helpCentrePhone}</a>.
      </p>
    ),
  },
  {
    letter: 'H',
    title: 'Tanggal Berlaku',
    body: (
      <p>
        Kebijakan ini berlaku sejak <time dateTime={PRIVACY_EFFECTIVE_DATE}>{formatLongDate(PRIVACY_EFFECTIVE_DATE)}</time>.
      </p>
    ),
  },
];
