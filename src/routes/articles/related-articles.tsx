import { useId } from 'react';
import type { Article } from '@/api/articles/articles.schemas';
import { paths } from '@/lib/paths';
import { button } from '@/ui/button.css';
import { Link } from '@/ui/link';
import { ArticleGrid } from './article-grid';
import * as styles from './article-detail.css';

export function RelatedArticles({ articles }: { articles: Article[] }) {
  const headingId = useId();
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <h2 id={headingId} className={articles.length > 0 ? styles.heading : 'visually-hidden'}>
        Artikel Terkait
      </h2>
      {articles.length > 0 ? <ArticleGrid articles={articles} narrow /> : null}
      <div className={styles.more}>
        <Link to={paths.articles.getHref()} className={button({ tone: 'outline' })}>
          Lihat Artikel Lainnya
        </Link>
      </div>
    </section>
  );
}
