import { useId } from 'react';
import type { Promotion } from '@/api/promotions/promotions.schemas';
import { NO_VALUE } from '@/lib/format';
import * as styles from './quota-bar.css';

/** The bar's fill: `remaining_quota` is a percentage, clamped to 0..100. */
export function quotaFill(remaining: number | null): number {
  if (remaining === null || !Number.isFinite(remaining)) return 0;
  return Math.min(100, Math.max(0, remaining));
}

export function QuotaBar({ promotion }: { promotion: Promotion }) {
  const labelId = useId();
  if (promotion.quota_status !== 1) return null;
  const fill = quotaFill(promotion.remaining_quota);
  return (
    <div className={styles.wrapper}>
      <p id={labelId} className={styles.label}>
        Tersisa {promotion.quota?.trim() || NO_VALUE}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
      >
        <div className={styles.fill} style={{ width: `${fill}%` }} />
      </div>
    </div>
  );
}
