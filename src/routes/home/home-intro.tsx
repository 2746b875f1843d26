import { useId } from 'react';
import { BRAND_NAME } from '@/lib/brand';
import { container, section } from '@/ui/container.css';
import * as styles from './home.css';

const HIGHLIGHTS = [
  'Tenaga kesehatan bersertifikat dan ber-STR aktif',
  'Bisa datang di hari yang sama',
  'Harga transparan, sudah termasuk transportasi',
  'Laporan perkembangan pasien untuk keluarga',
];

export function HomeIntro() {
  const titleId = useId();
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={`${container} ${styles.intro}`}>
        <div>
          <h2 id={titleId} className={styles.introTitle}>{`Apa itu ${BRAND_NAME}?`}</h2>
          <p className={styles.introText}>
            {`${BRAND_NAME} adalah layanan kesehatan homecare yang menghadirkan perawat, fisioterapis, terapis wicara, petugas laboratorium hingga dokter langsung ke rumah pasien.`}
          </p>
          <p className={styles.introText}>
            Pasien dirawat dan pulih di tempat yang paling nyaman, bersama keluarga, tanpa perlu antre di rumah sakit atau
            klinik. Kami juga menyewakan alat kesehatan yang diantar ke rumah Anda.
          </p>
        </div>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((text) => (
            <li key={text} className={styles.highlight}>
              <svg className={styles.check} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
              </svg>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
