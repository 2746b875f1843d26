import type { Career } from '@/api/careers/careers.schemas';
import { hasEnded } from '@/lib/dates';
import { NO_VALUE } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useRenderTime } from '@/lib/render-clock';
import { button } from '@/ui/button.css';
import { EndedNote } from '@/ui/ended-note';
import { Link } from '@/ui/link';
import { SafeHtml } from '@/ui/safe-html';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './career-detail.css';

const SKELETON_BLOCKS = 5;

export function CareerDetailBody({ career }: { career: Career }) {
  const now = useRenderTime();
  const facts: [string, string | null][] = [
    ['Penempatan', career.placement],
    ['Jenis Kelamin', career.gender],
    ['Status Kontrak', career.contract_status],
    ['Pengalaman Kerja', career.work_experience],
    ['Pendidikan', career.education],
  ];
  return (
    <article className={styles.card}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value ?? NO_VALUE}</dd>
          </div>
        ))}
      </dl>
      <hr className={styles.divider} />
      <section aria-labelledby="career-description">
        <h2 id="career-description" className={styles.heading}>
          Deskripsi Pekerjaan
        </h2>
        <SafeHtml html={career.description} fallback={NO_VALUE} />
      </section>
      <section aria-labelledby="career-benefit">
        <h2 id="career-benefit" className={styles.heading}>
          Benefit
        </h2>
        <SafeHtml html={career.benefit} fallback={NO_VALUE} />
      </section>
      {/* The API may still return an opening past its deadline: no way to apply then. */}
      {hasEnded(career.deadline, now) ? (
        <EndedNote size="lg" className={styles.apply}>
          Lowongan ditutup
        </EndedNote>
      ) : (
        <Link
          to={paths.applicant.getHref(career.slug)}
          className={`${button({ tone: 'primary', size: 'lg' })} ${styles.apply}`}
        >
          Lamar Sekarang
        </Link>
      )}
    </article>
  );
}

export function CareerDetailSkeleton() {
  return (
    <div className={styles.card} aria-busy="true" aria-label="Memuat lowongan">
      {Array.from({ length: SKELETON_BLOCKS }, (_, index) => (
        <Skeleton key={index} height="2.75rem" radius="0.375rem" className={styles.skeletonBlock} />
      ))}
    </div>
  );
}
