import type { Service } from '@/api/services/services.schemas';
import { serviceChatMessage, whatsappUrl } from '@/lib/whatsapp';
import { button } from '@/ui/button.css';
import { container } from '@/ui/container.css';
import { Image } from '@/ui/image';
import * as styles from './service-detail.css';

export function ServiceHero({ service }: { service: Service }) {
  const banner = service.service_banners[0];
  return (
    <section className={styles.hero}>
      <div className={`${container} ${styles.heroInner}`}>
        <div>
          <h1 className={styles.heroTitle}>{`Reservasi ${service.name} hari ini, bisa datang sekarang!`}</h1>
          <a
            href={whatsappUrl(serviceChatMessage(service.name))}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button({ tone: 'whatsapp', size: 'lg' })} ${styles.heroButton}`}
          >
            Konsultasi via WhatsApp
          </a>
        </div>
        {banner?.path_banner ? (
          <Image
            src={banner.path_banner}
            width={1200}
            height={480}
            alt={banner.title ?? ''}
            className={styles.heroImage}
            loading="eager"
          />
        ) : null}
      </div>
    </section>
  );
}
