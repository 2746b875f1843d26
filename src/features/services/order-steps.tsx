import { useId } from 'react';
import { container, section } from '@/ui/container.css';
import { SectionHeading } from '@/ui/section-heading';
import * as styles from './order-steps.css';

export const ORDER_STEPS = [
  {
    title: 'Konsultasi via Chat',
    text: 'Ceritakan kondisi dan kebutuhan pasien kepada admin kami melalui chat WhatsApp.',
  },
  {
    title: 'Reservasi & Atur Jadwal',
    text: 'Isi formulir reservasi, lalu tentukan jadwal kunjungan yang paling sesuai untuk pasien.',
  },
  {
    title: 'Petugas Datang ke Lokasi',
    text: 'Tenaga kesehatan kami datang langsung ke rumah atau lokasi pasien sesuai jadwal.',
  },
  {
    title: 'Pembayaran Tunai atau Transfer',
    text: 'Bayar dengan mudah secara tunai kepada petugas atau melalui transfer bank.',
  },
] as const;

export function OrderSteps() {
  const titleId = useId();
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title="Cara Pemesanan" subtitle="Empat langkah mudah untuk mendapatkan perawatan di rumah." />
        <ol className={styles.list}>
          {ORDER_STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.text}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
