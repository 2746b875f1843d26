import type { ReactNode } from 'react';
import * as styles from './section-heading.css';

interface SectionHeadingProps {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
}

export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
