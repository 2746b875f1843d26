import type { Article } from '@/api/articles/articles.schemas';
import { ArticleCard } from './article-card';
import * as styles from './article-grid.css';

interface ArticleGridProps {
  articles: Article[];
  /** Three columns on wide screens instead of four (related articles). */
  narrow?: boolean;
}

/** Article cards in a responsive grid: one column on a phone, up to four on a desktop. */
export function ArticleGrid({ articles, narrow = false }: ArticleGridProps) {
  return (
    <ul className={narrow ? `${styles.grid} ${styles.threeColumns}` : styles.grid}>
      {articles.map((article) => (
        <li key={article.article_slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
