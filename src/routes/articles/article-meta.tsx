import type { ReactNode } from 'react';
import type { Article } from '@/api/articles/articles.schemas';
import { formatCompact, formatLongDate, NO_VALUE } from '@/lib/format';
import * as styles from './article-meta.css';

const ICONS = {
  author: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  date: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  views: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  comments: 'M4 5h16v11H9l-5 4z',
} as const;

function Item({ icon, children }: { icon: keyof typeof ICONS; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {children}
    </li>
  );
}

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <ul className={styles.list}>
      {article.article_type ? (
        <li>
          <span className={styles.badge}>{article.article_type}</span>
        </li>
      ) : null}
      <Item icon="author">
        <span className="visually-hidden">Penulis: </span>
        {article.article_creator ?? NO_VALUE}
      </Item>
      <Item icon="date">
        <time dateTime={article.created_at ?? undefined}>{formatLongDate(article.created_at)}</time>
      </Item>
      <Item icon="views">
        <span>
          {formatCompact(article.article_priority)}
          <span className="visually-hidden"> dilihat</span>
        </span>
      </Item>
      <Item icon="comments">
        <span>
          {article.comments_count ?? 0}
          <span className="visually-hidden"> komentar</span>
        </span>
      </Item>
    </ul>
  );
}
