import type { Faq } from '@/api/faq/faq.schemas';
import { EmptyState } from '@/ui/empty-state';
import { LoadMore } from '@/ui/load-more';
import { Skeleton } from '@/ui/skeleton';
import { FaqEntry } from './faq-entry';
import * as styles from './faq.css';

const SKELETON_ENTRIES = 4;

interface FaqResultsProps {
  items: Faq[];
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}

/** The entries of the current filters, 'Belum Ada Data FAQ' when there are none (or the call failed). */
export function FaqResults({ items, isLoading, hasMore, isLoadingMore, onLoadMore }: FaqResultsProps) {
  if (isLoading) {
    return (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: SKELETON_ENTRIES }, (_, index) => (
          <div key={index} className={styles.entry}>
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton width="100%" />
            <Skeleton width="85%" />
          </div>
        ))}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState>Belum Ada Data FAQ</EmptyState>;

  return (
    <>
      <div className={styles.list}>
        {items.map((faq, index) => (
          // Entries carry no id; a title is unique within one list.
          <FaqEntry key={`${index}-${faq.title}`} faq={faq} />
        ))}
      </div>
      <LoadMore hasMore={hasMore} loading={isLoadingMore} onLoadMore={onLoadMore} />
    </>
  );
}
