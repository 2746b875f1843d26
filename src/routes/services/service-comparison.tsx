import { useId } from 'react';
import type { Comparison } from '@/api/services/services.schemas';
import { BRAND_NAME } from '@/lib/brand';
import { NO_VALUE } from '@/lib/format';
import { container, section } from '@/ui/container.css';
import { SectionHeading } from '@/ui/section-heading';
import * as styles from './service-comparison.css';

const OTHER_HOMECARE = 'other_homecare';

const CHECK = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const CROSS = 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z';

function Row({ item }: { item: Comparison }) {
  // Type 0 is a cross; any other value a check.
  const yes = item.type !== 0;
  return (
    <li className={styles.row}>
      <span className={styles.mark} data-mark={yes ? 'yes' : 'no'}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d={yes ? CHECK : CROSS} fill="currentColor" />
        </svg>
        <span className="visually-hidden">{yes ? 'Ya' : 'Tidak'}</span>
      </span>
      <span>{item.title?.trim() || NO_VALUE}</span>
    </li>
  );
}

function Column({ title, items, ours }: { title: string; items: Comparison[]; ours?: boolean }) {
  return (
    <div className={styles.column} data-ours={ours ? '' : undefined}>
      <h3 className={styles.columnTitle}>{title}</h3>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <Row key={index} item={item} />
        ))}
      </ul>
    </div>
  );
}

export function ServiceComparison({ comparisons }: { comparisons: readonly Comparison[] }) {
  const titleId = useId();
  if (!comparisons.length) return null;
  const other = comparisons.filter((item) => item.category === OTHER_HOMECARE);
  // Anything not 'other_homecare' is the brand's own column (its category is the brand name).
  const ours = comparisons.filter((item) => item.category !== OTHER_HOMECARE);
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title={`Kenapa Memilih ${BRAND_NAME}?`} />
        <div className={styles.columns}>
          <Column title="Homecare Lain" items={other} />
          <Column title={BRAND_NAME} items={ours} ours />
        </div>
      </div>
    </section>
  );
}
