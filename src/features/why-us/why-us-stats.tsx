import { useId } from 'react';
import type { WhyUs } from '@/api/site/site.schemas';
import { formatNumber, formatRupiah, NO_VALUE } from '@/lib/format';
import { safeUrl } from '@/lib/safe-url';
import { container, section } from '@/ui/container.css';
import { SectionHeading } from '@/ui/section-heading';
import { Skeleton } from '@/ui/skeleton';
import { countedValue, useCountUpProgress, useSeenOnce } from '@/ui/use-count-up';
import * as styles from './why-us-stats.css';

const CITY_COUNT = 10;

interface Stat {
  label: string;
  target: number | null;
  format: (value: number) => string;
}

/** The patient figure is '1' before the counted, dot-grouped total, then '+'; employees '>'; cities a fixed 10+. */
function stats(whyUs: WhyUs | undefined, startPrice: number): Stat[] {
  return [
    { label: 'Pasien Terlayani', target: whyUs?.patient_total ?? null, format: (n) => `1${formatNumber(n)}+` },
    { label: 'Harga Mulai dari', target: startPrice, format: formatRupiah },
    { label: 'Kota di Indonesia', target: CITY_COUNT, format: (n) => `${formatNumber(n)}+` },
    { label: 'Tenaga Kesehatan', target: whyUs?.employee_total ?? null, format: (n) => `>${formatNumber(n)}` },
  ];
}

interface WhyUsStatsProps {
  /** GET /why-us; undefined when it failed (its figures then read '-'). */
  whyUs: WhyUs | undefined;
  pending: boolean;
  startPrice: number;
}

export function WhyUsStats({ whyUs, pending, startPrice }: WhyUsStatsProps) {
  const titleId = useId();
  const [ref, seen] = useSeenOnce<HTMLElement>();
  const progress = useCountUpProgress(seen && !pending);
  // A network without a safe link (none, or javascript:, data:...) is left out.
  const instagram = safeUrl(whyUs?.contacts?.instagram?.link);
  const tiktok = safeUrl(whyUs?.contacts?.tiktok?.link);
  return (
    <section ref={ref} className={`${section} ${styles.band}`} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title={<span className={styles.title}>Mengapa Kami?</span>} />
        <ul className={styles.list} aria-busy={pending}>
          {stats(whyUs, startPrice).map((stat) => (
            <li key={stat.label} className={styles.item}>
              <span className={styles.label}>{stat.label}</span>
              {pending ? (
                <Skeleton width="6rem" height="2rem" />
              ) : stat.target === null ? (
                <span className={styles.figure}>{NO_VALUE}</span>
              ) : (
                <>
                  {/* The moving figure is for the eye; assistive tech reads the final one. */}
                  <span className={styles.figure} aria-hidden="true" data-count-up="">
                    {stat.format(countedValue(stat.target, progress))}
                  </span>
                  <span className="visually-hidden">{stat.format(stat.target)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        {instagram || tiktok ? (
          <p className={styles.social}>
            {instagram ? (
              <a className={styles.socialLink} href={instagram} target="_blank" rel="noopener noreferrer">
                Instagram
              </a>
            ) : null}
            {tiktok ? (
              <a className={styles.socialLink} href={tiktok} target="_blank" rel="noopener noreferrer">
                TikTok
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
