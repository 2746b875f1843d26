import type { ServiceCard } from '@/api/services/services.schemas';
import { formatRupiah } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EmptyState } from '@/ui/empty-state';
import { Image } from '@/ui/image';
import { Link } from '@/ui/link';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './services-grid.css';

const PLACEHOLDER_CARDS = 8;

interface ServicesGridProps {
  services: readonly ServiceCard[] | undefined;
  pending: boolean;
  /** Level of each card's name: h3 under a section's h2, h2 right under the page's h1. */
  cardHeading?: 'h2' | 'h3';
}

function Card({ service, cardHeading: Heading }: { service: ServiceCard; cardHeading: 'h2' | 'h3' }) {
  return (
    <Link to={paths.service.getHref(service.slug)} className={styles.card}>
      <Image src={service.icon} width={96} height={96} alt="" className={styles.icon} />
      <Heading className={styles.name}>{service.name}</Heading>
      {service.start_price !== null ? (
        <p className={styles.price}>
          Mulai dari <span className={styles.amount}>{formatRupiah(service.start_price)}</span>
        </p>
      ) : null}
    </Link>
  );
}

export function ServicesGrid({ services, pending, cardHeading = 'h3' }: ServicesGridProps) {
  if (pending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Memuat layanan">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className={styles.placeholder}>
            <Skeleton width={80} height={80} radius="50%" />
            <Skeleton width="70%" height="1.25em" />
            <Skeleton width="50%" />
          </li>
        ))}
      </ul>
    );
  }
  if (!services?.length) return <EmptyState>Belum ada data layanan.</EmptyState>;
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <li key={service.slug}>
          <Card service={service} cardHeading={cardHeading} />
        </li>
      ))}
    </ul>
  );
}
