import type { Faq } from '@/api/faq/faq.schemas';
import type { PagedListState } from '@/lib/lists/use-paged-list';
import { PagedResults } from '@/ui/paged-results';
import { Skeleton } from '@/ui/skeleton';
import { FaqEntry } from './faq-entry';
import * as styles from './faq.css';

const SKELETON_ENTRIES = 4;

function FaqEntrySkeleton() {
  return (
    <div className={styles.entry}>
      <Skeleton width="70%" height="1.5rem" />
      <Skeleton width="100%" />
      <Skeleton width="85%" />
    </div>
  );
}

/** The entries of the current filters, 'Belum Ada Data FAQ' when there are none (or the call failed). */
export function FaqResults({ list }: { list: PagedListState<Faq> }) {
  return (
    <PagedResults
      list={list}
      skeletons={SKELETON_ENTRIES}
      renderSkeleton={() => <FaqEntrySkeleton />}
      containerClassName={styles.list}
      empty="Belum Ada Data FAQ"
    >
      {(faqs) => (
        <div className={styles.list}>
          {faqs.map((faq, index) => (
            // Entries carry no id; a title is unique within one list.
            <FaqEntry key={`${index}-${faq.title}`} faq={faq} />
          ))}
        </div>
      )}
    </PagedResults>
  );
}
