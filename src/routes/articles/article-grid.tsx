import type { Article } from '@/api/articles/articles.schemas';
import { ArticleCard } from './article-card';
import * as styles from './article-grid.css';

interface ArticleGridProps {
  articles: Article[];
  narrow?: boolean;
}

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
