import * as styles from './load-more.css';
import { button } from './button.css';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'md' })}
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? 'Memuat...' : 'Lihat Lainnya'}
      </button>
    </div>
  );
}
