import { useNavigation } from 'react-router';
import * as styles from './navigation-progress.css';

/** A thin bar while the next screen loads: the current one stays, so the visitor sees the click was taken. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={styles.bar} data-busy={busy ? '' : undefined} aria-hidden="true" />;
}
