import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

export function EmptyState({ title, children, action }: { title?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.box} role="status">
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.text}>{children}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
