import { useId } from 'react';
import type { Employee } from '@/api/services/services.schemas';
import { Carousel } from '@/ui/carousel';
import { container, section } from '@/ui/container.css';
import { SectionHeading } from '@/ui/section-heading';
import { Image } from '@/ui/image';
import * as styles from './service-detail.css';

export const UNAVAILABLE = 'Tidak tersedia';

function Candidate({ employee }: { employee: Employee }) {
  const name = employee.user?.name?.trim() || null;
  return (
    <figure className={styles.candidate}>
      <Image src={employee.photo} width={240} height={240} alt={name ? `Foto ${name}` : ''} className={styles.candidatePhoto} />
      <figcaption className={styles.candidateName}>{name ?? UNAVAILABLE}</figcaption>
    </figure>
  );
}

export function ServiceCandidates({ employees }: { employees: readonly Employee[] }) {
  const titleId = useId();
  if (!employees.length) return null;
  return (
    <section className={`${section} ${styles.alt}`} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title="Kandidat Kami" subtitle="Tenaga kesehatan bersertifikat yang siap merawat di rumah Anda." />
        <Carousel
          label="Daftar kandidat"
          className={styles.candidates}
          slides={employees.map((employee, index) => (
            <Candidate key={index} employee={employee} />
          ))}
          slidesPerView={2}
          spaceBetween={12}
          breakpoints={{ 768: { slidesPerView: 3, spaceBetween: 16 }, 1024: { slidesPerView: 4, spaceBetween: 24 } }}
          pagination
          navigation
        />
      </div>
    </section>
  );
}
