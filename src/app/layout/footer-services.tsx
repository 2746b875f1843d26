import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { paths } from '@/lib/paths';
import { Link } from '@/ui/link';
import { FooterLoading } from './footer-loading';
import * as styles from './footer.css';

export function FooterServices() {
  const { data: services = [], isPending } = useQuery(serviceQueries.list());
  return (
    <div>
      <h2 className={styles.heading}>Layanan Kami</h2>
      {isPending ? (
        <FooterLoading lines={5} />
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.slug}>
              <Link className={styles.link} to={paths.service.getHref(service.slug)}>
                {service.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
