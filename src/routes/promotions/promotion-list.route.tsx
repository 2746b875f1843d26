import { promotionQueries } from '@/api/promotions/promotions.queries';
import type { PromotionPage } from '@/api/promotions/promotions.schemas';
import { container, section } from '@/ui/container.css';
import { PagedResults } from '@/ui/paged-results';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { useListParams, useSearchParamInput } from '@/lib/lists/use-list-params';
import { usePagedList } from '@/lib/lists/use-paged-list';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import * as styles from './promotions.css';

const SKELETON_CARDS = 4;

const pickPromotions = (page: PromotionPage) => page.promotions;

export function Component() {
  const search = useSearchParamInput(useListParams());
  const list = usePagedList(promotionQueries.list, pickPromotions);

  return (
    <>
      <PageHeader title="Promosi" />
      <div className={`${container} ${section}`}>
        <SearchBox value={search.text} onChange={search.setText} placeholder="Cari promo yang anda mau" />
        <PagedResults
          list={list}
          skeletons={SKELETON_CARDS}
          renderSkeleton={() => <PromotionCardSkeleton />}
          containerClassName={styles.grid}
          empty={search.term ? 'Promo tidak ditemukan.' : 'Belum ada promo saat ini.'}
        >
          {(promotions) => (
            <ul className={styles.grid} aria-label="Daftar promo">
              {promotions.map((promotion, index) => (
                <li key={promotion.slug} className={styles.item}>
                  <PromotionCard promotion={promotion} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </div>
    </>
  );
}
