import { promotionQueries } from '@/api/promotions/promotions.queries';
import type { PromotionPage } from '@/api/promotions/promotions.schemas';
import { usePagedList } from '@/api/use-paged-list';
import { container, section } from '@/ui/container.css';
import { PagedResults } from '@/ui/paged-results';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import * as styles from './promotions.css';

const SKELETON_CARDS = 4;

const pickPromotions = (page: PromotionPage) => page.promotions;

export function Component() {
  const list = usePagedList(promotionQueries.list, pickPromotions);

  return (
    <>
      <PageHeader title="Promosi" />
      <div className={`${container} ${section}`}>
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Cari promo yang anda mau" />
        <PagedResults
          list={list}
          skeletons={SKELETON_CARDS}
          renderSkeleton={() => <PromotionCardSkeleton />}
          containerClassName={styles.grid}
          empty={list.debouncedSearch ? 'Promo tidak ditemukan.' : 'Belum ada promo saat ini.'}
        >
          {(promotions) => (
            <ul className={styles.grid} aria-label="Daftar promo">
              {promotions.map((promotion) => (
                <li key={promotion.slug} className={styles.item}>
                  <PromotionCard promotion={promotion} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </div>
    </>
  );
}
