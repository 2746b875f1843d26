import { useQuery } from '@tanstack/react-query';
import { articleQueries } from '@/api/articles/articles.queries';
import { Carousel } from '@/ui/carousel';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import * as styles from './article-list.css';

const BREAKPOINTS = {
  768: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
};

export function PopularArticles() {
  const popular = useQuery(articleQueries.popular());

  if (popular.isError || (popular.isSuccess && popular.data.length === 0)) return null;

  return (
    // The carousel itself is the named region; the section adds no second landmark.
    <section className={styles.block}>
      <h2 className={styles.heading}>
        Artikel Populer
      </h2>
      {popular.isPending ? (
        <div className={styles.popularSkeleton} aria-busy="true">
          <ArticleCardSkeleton />
          <div className={styles.wideOnly}>
            <ArticleCardSkeleton />
          </div>
          <div className={styles.wideOnly}>
            <ArticleCardSkeleton />
          </div>
        </div>
      ) : (
        <Carousel
          className={styles.carousel}
          label="Artikel Populer"
          // The first popular image is the list page's largest paint: lazy, it came late.
          slides={popular.data.map((article, index) => (
            <ArticleCard key={article.article_slug} article={article} priority={index === 0} />
          ))}
          slidesPerView={1.15}
          spaceBetween={16}
          breakpoints={BREAKPOINTS}
          pagination
        />
      )}
    </section>
  );
}
