import { useId } from 'react';
import { ARTICLE_PAGE_SIZE } from '@/api/articles/articles.api';
import { articleQueries } from '@/api/articles/articles.queries';
import type { ArticlePage } from '@/api/articles/articles.schemas';
import { usePagedList } from '@/api/use-paged-list';
import { container, section } from '@/ui/container.css';
import { PagedResults } from '@/ui/paged-results';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { ArticleCardSkeleton } from './article-card';
import { ArticleGrid } from './article-grid';
import * as gridStyles from './article-grid.css';
import { PopularArticles } from './popular-articles';

const SEARCH_PLACEHOLDER = 'Cari artikel yang sesuai dengan masalah anda';
const NO_ARTICLES = 'Artikel tidak ditemukan.';

// Module-level so their identity is stable across renders (usePagedList memoizes on them).
const listOptions = (search: string) => articleQueries.list(search);
const pageArticles = (page: ArticlePage) => page.articles;

/** /article: search, the popular carousel (not while searching) and the paged grid. */
export function Component() {
  const list = usePagedList(listOptions, pageArticles);
  const searching = list.search.trim() !== '';
  const listHeadingId = useId();

  return (
    <>
      <PageHeader title="Artikel">
        <SearchBox value={list.search} onChange={list.setSearch} placeholder={SEARCH_PLACEHOLDER} />
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
