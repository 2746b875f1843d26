import { useNavigation } from 'react-router';
import * as styles from './navigation-progress.css';

/**
 * A thin bar at the top while the next screen loads (its module, or a detail record its loader
 * awaits): the current screen stays until then, so the visitor sees that the click was taken.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className={styles.bar} data-busy={busy ? '' : undefined} aria-hidden="true" />;
}
