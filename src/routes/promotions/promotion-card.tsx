import { useId } from 'react';
import type { Promotion } from '@/api/promotions/promotions.schemas';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { button } from '@/ui/button.css';
import { Image } from '@/ui/image';
import { Link } from '@/ui/link';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './promotion-card.css';
import { QuotaBar } from './quota-bar';
import { PromoAction } from './apply-promo-button';

export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 400;

/** `priority`: the list's first card, whose banner is the page's largest first paint (src/ui/image.tsx). */
export function PromotionCard({
  promotion,
  headingLevel = 2,
  priority = false,
}: {
  promotion: Promotion;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Image
        src={promotion.banner}
        alt={promotion.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        className={styles.banner}
        priority={priority}
      />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>{promotion.title}</Heading>
        <p className={styles.expiry}>
          Aktif Sampai <span className={styles.date}>{formatLongDate(promotion.expired_date)}</span>
        </p>
        <QuotaBar promotion={promotion} />
        <div className={styles.actions}>
          <Link
            to={paths.promotion.getHref(promotion.slug)}
            className={button({ tone: 'outline', size: 'md' })}
            aria-describedby={titleId}
          >
            Lihat Detail
          </Link>
          <PromoAction promotion={promotion} describedBy={titleId} />
        </div>
      </div>
    </article>
  );
}

export function PromotionCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton height="auto" className={styles.bannerSkeleton} radius="0" />
      <div className={styles.body}>
        <Skeleton height="1.5em" width="85%" />
        <Skeleton width="55%" />
        <Skeleton height="2.75rem" />
      </div>
    </div>
  );
}
