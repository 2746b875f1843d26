import { useId } from 'react';
import type { Career } from '@/api/careers/careers.schemas';
import { hasEnded } from '@/lib/dates';
import { formatLongDate, NO_VALUE } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useRenderTime } from '@/lib/render-clock';
import { button } from '@/ui/button.css';
import { EndedNote } from '@/ui/ended-note';
import { Link } from '@/ui/link';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './career-list.css';

const PIN = 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const CAP = 'M2 9l10-5 10 5-10 5zm4 2.2V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.8M22 9v6';

function Detail({ icon, label, value }: { icon: string; label: string; value: string | null }) {
  return (
    <p className={styles.cardDetail}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}: </span>
      {value ?? NO_VALUE}
    </p>
  );
}

export function CareerCard({ career }: { career: Career }) {
  const titleId = useId();
  const now = useRenderTime();
  return (
    <li className={styles.card}>
      <h3 id={titleId} className={styles.cardTitle}>
        {career.position}
      </h3>
      <p className={styles.cardDeadline}>{`Aktif Sampai : ${formatLongDate(career.deadline)}`}</p>
      {hasEnded(career.deadline, now) ? <EndedNote size="xs">Lowongan ditutup</EndedNote> : null}
      <Detail icon={PIN} label="Penempatan" value={career.placement} />
      <Detail icon={CAP} label="Pendidikan" value={career.education} />
      <Link
        to={paths.career.getHref(career.slug)}
        className={`${button({ tone: 'outline', size: 'sm' })} ${styles.cardLink}`}
        aria-describedby={titleId}
      >
        Lihat Detail
      </Link>
    </li>
  );
}

export function CareerCardSkeleton() {
  return (
    <li className={styles.card} data-testid="career-skeleton">
      <Skeleton height="1.5rem" width="70%" />
      <Skeleton width="55%" />
      <Skeleton width="45%" />
      <Skeleton width="50%" />
      <Skeleton height="2.25rem" width="8rem" radius="999px" className={styles.cardLink} />
    </li>
  );
}
