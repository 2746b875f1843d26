import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { articleQueries } from '@/api/articles/articles.queries';
import { container, section } from '@/ui/container.css';
import { Image } from '@/ui/image';
import { PageHeader } from '@/ui/page-header';
import { SafeHtml } from '@/ui/safe-html';
import { ArticleMeta } from './article-meta';
import * as styles from './article-detail.css';
import { CommentSection } from './comments/comment-section';
import { RelatedArticles } from './related-articles';

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 675;

export function Component() {
  const { slug = '' } = useParams();
  const { data } = useSuspenseQuery(articleQueries.detail(slug));
  const { article, related_article: related } = data;

  return (
    <>
      <PageHeader title={article.article_title}>
        <ArticleMeta article={article} />
      </PageHeader>
      <div className={`${container} ${section}`}>
        <article className={styles.column} aria-label={article.article_title}>
          <Image
            className={styles.image}
            src={article.article_image}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            alt={article.article_title}
            priority
          />
          <SafeHtml html={article.article_description} className={styles.body} />
        </article>
        <div className={styles.column}>
          {/* Keyed by article: a draft or an open reply does not carry over to the next one. */}
          <CommentSection key={slug} slug={slug} />
        </div>
        <RelatedArticles articles={related} />
      </div>
    </>
  );
}
