import { useId } from 'react';
import { ARTICLE_PAGE_SIZE } from '@/api/paging';
import { articleQueries } from '@/api/articles/articles.queries';
import type { ArticlePage } from '@/api/articles/articles.schemas';
import { container, section } from '@/ui/container.css';
import { PagedResults } from '@/ui/paged-results';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { useListParams, useSearchParamInput } from '@/lib/lists/use-list-params';
import { usePagedList } from '@/lib/lists/use-paged-list';
import { ArticleCardSkeleton } from './article-card';
import { ArticleGrid } from './article-grid';
import * as gridStyles from './article-grid.css';
import { PopularArticles } from './popular-articles';

const SEARCH_PLACEHOLDER = 'Cari artikel yang sesuai dengan masalah anda';
const NO_ARTICLES = 'Artikel tidak ditemukan.';

// Module-level so its identity is stable across renders (usePagedList memoizes on it).
const pageArticles = (page: ArticlePage) => page.articles;

export function Component() {
  const search = useSearchParamInput(useListParams());
  const list = usePagedList(articleQueries.list, pageArticles);
  const searching = search.text.trim() !== '';
  const listHeadingId = useId();

  return (
    <>
      <PageHeader title="Artikel">
        <SearchBox value={search.text} onChange={search.setText} placeholder={SEARCH_PLACEHOLDER} />
      </PageHeader>
      <div className={`${container} ${section}`}>
        {searching ? null : <PopularArticles />}
        <section aria-labelledby={listHeadingId}>
          <h2 id={listHeadingId} className="visually-hidden">
            Daftar Artikel
          </h2>
          <PagedResults
            list={list}
            skeletons={ARTICLE_PAGE_SIZE}
            renderSkeleton={() => <ArticleCardSkeleton />}
            containerClassName={gridStyles.grid}
            empty={NO_ARTICLES}
          >
            {(articles) => <ArticleGrid articles={articles} />}
          </PagedResults>
        </section>
      </div>
    </>
  );
}
