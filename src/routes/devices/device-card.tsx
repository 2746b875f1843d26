import type { Device } from '@/api/devices/devices.schemas';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Image } from '@/ui/image';
import { Link } from '@/ui/link';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './device-card.css';

const THUMB_SIZE = 400;

export const startPriceText = (price: number) => `Mulai Dari ${formatRupiah(price)}`;

/** `priority`: the first card, whose photo is the page's largest first paint (src/ui/image.tsx). */
export function DeviceCard({ device, priority = false }: { device: Device; priority?: boolean }) {
  return (
    <Link to={paths.device.getHref(device.slug)} className={styles.card}>
      <Image src={device.thumbnail} alt="" width={THUMB_SIZE} height={THUMB_SIZE} className={styles.thumb} priority={priority} />
      <span className={styles.body}>
        <span className={styles.title}>{device.title}</span>
        {device.start_price !== null ? <span className={styles.price}>{startPriceText(device.start_price)}</span> : null}
      </span>
    </Link>
  );
}

export function DeviceCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" radius="0" className={styles.thumbSkeleton} />
      <span className={styles.body}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </span>
    </div>
  );
}
