import type { Article } from '@/api/articles/articles.schemas';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { Image } from '@/ui/image';
import { Link } from '@/ui/link';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './article-card.css';

export const CARD_IMAGE_WIDTH = 640;
export const CARD_IMAGE_HEIGHT = 360;

/** `priority`: the card's image is the page's largest first paint, so it loads at once. */
export function ArticleCard({ article, priority = false }: { article: Article; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <Image
        className={styles.image}
        src={article.article_image}
        width={CARD_IMAGE_WIDTH}
        height={CARD_IMAGE_HEIGHT}
        alt=""
        priority={priority}
      />
      <div className={styles.body}>
        {article.article_type ? <span className={styles.badge}>{article.article_type}</span> : null}
        <h3 className={styles.title}>
          <Link className={styles.link} to={paths.article.getHref(article.article_slug)}>
            {article.article_title}
          </Link>
        </h3>
        <time className={styles.date} dateTime={article.created_at ?? undefined}>
          {formatLongDate(article.created_at)}
        </time>
      </div>
    </article>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.image} height="auto" radius="0" />
      <div className={styles.skeletonBody}>
        <Skeleton width="5rem" height="1.25rem" />
        <Skeleton height="1.25rem" />
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton width="8rem" height="0.875rem" />
      </div>
    </div>
  );
}
