import { paths } from '@/lib/paths';
import { Link } from '@/ui/link';
import * as styles from './breadcrumb.css';

export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to={paths.home.getHref()}>Beranda</Link>
        </li>
        <li className={styles.item}>
          <Link to={paths.devices.getHref()}>Sewa Alat Kesehatan</Link>
        </li>
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
