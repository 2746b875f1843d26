import type { ReactNode } from 'react';
import { container } from './container.css';
import * as styles from './page-header.css';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The page's only h1. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <header className={styles.band}>
      <div className={container}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}
