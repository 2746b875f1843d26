import type { QueryClient } from '@tanstack/react-query';
import { promotionQueries } from '@/api/promotions/promotions.queries';
import type { PromotionPage } from '@/api/promotions/promotions.schemas';
import { usePagedList } from '@/api/use-paged-list';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { prefetchInfinite } from '../loaders';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import * as styles from './promotions.css';

const SKELETON_CARDS = 4;

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchInfinite(queryClient, promotionQueries.list(''));
  return null;
};

const pickPromotions = (page: PromotionPage) => page.promotions;

export function Component() {
  const list = usePagedList(promotionQueries.list, pickPromotions);

  return (
    <>
      <PageHeader title="Promosi" />
      <div className={`${container} ${section}`}>
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Cari promo yang anda mau" />
        {list.isLoading ? (
          <div className={styles.grid} aria-busy="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <PromotionCardSkeleton key={index} />
            ))}
          </div>
        ) : list.items.length === 0 ? (
          <EmptyState>{list.debouncedSearch ? 'Promo tidak ditemukan.' : 'Belum ada promo saat ini.'}</EmptyState>
        ) : (
          <ul className={styles.grid} aria-label="Daftar promo">
            {list.items.map((promotion) => (
              <li key={promotion.slug} className={styles.item}>
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
      </div>
    </>
  );
}
