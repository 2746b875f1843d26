import { paths } from '@/lib/paths';
import { Link } from '@/ui/link';
import * as styles from './floating-reservation.css';

export function FloatingReservation() {
  return (
    <Link to={paths.reservation.getHref()} className={styles.link}>
      <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2Zm12 8H5v10h14V10Zm-8 2h2v2h2v2h-2v2h-2v-2H9v-2h2v-2Z"
        />
      </svg>
      <span className={styles.label}>Reservasi Sekarang</span>
    </Link>
  );
}
