import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { promotionQueries } from '@/api/promotions/promotions.queries';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { button } from '@/ui/button.css';
import { container, section } from '@/ui/container.css';
import { Image } from '@/ui/image';
import { Link } from '@/ui/link';
import { PageHeader } from '@/ui/page-header';
import { SafeHtml } from '@/ui/safe-html';
import { BANNER_HEIGHT, BANNER_WIDTH, PromotionCard } from './promotion-card';
import * as styles from './promotion-detail.css';
import * as listStyles from './promotions.css';
import { QuotaBar } from './quota-bar';
import { PromoAction } from './apply-promo-button';

export function Component() {
  const { slug = '' } = useParams();
  const { data } = useSuspenseQuery(promotionQueries.detail(slug));
  const { promotion, other_promotion: others } = data;

  return (
    <>
      <PageHeader title={promotion.title} />
      <div className={`${container} ${section}`}>
        <article className={styles.layout}>
          <Image
            src={promotion.banner}
            alt={promotion.title}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            priority
            className={styles.banner}
          />
          <div className={styles.summary}>
            <p className={styles.expiry}>
              Aktif Sampai <span className={styles.date}>{formatLongDate(promotion.expired_date)}</span>
            </p>
            <QuotaBar promotion={promotion} />
            <PromoAction promotion={promotion} block />
          </div>
          <SafeHtml html={promotion.description} className={styles.description} />
        </article>

        {others.length > 0 ? (
          <section className={styles.others} aria-labelledby="promo-lainnya">
            <h2 id="promo-lainnya" className={styles.othersTitle}>
              Promo Lainnya
            </h2>
            <ul className={listStyles.grid}>
              {others.map((other) => (
                <li key={other.slug} className={listStyles.item}>
                  <PromotionCard promotion={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className={styles.moreLink}>
          <Link to={paths.promotions.getHref()} className={button({ tone: 'outline', size: 'md' })}>
            Lihat Promo Lainnya
          </Link>
        </div>
      </div>
    </>
  );
}
