import { Fragment, type ReactNode } from 'react';
import { CONNECTION_LOST } from '@/lib/connection';
import type { PagedListState } from '@/lib/lists/use-paged-list';
import { button } from './button.css';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';

interface PagedResultsProps<T> {
  list: PagedListState<T>;
  /** Placeholders standing in for the first page, in the results' own container class. */
  skeletons: number;
  renderSkeleton: () => ReactNode;
  containerClassName: string;
  /** Shown when the list is empty or its call failed. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** Placeholders, then the records and 'Lihat Lainnya', or the empty state (offline: 'Coba Lagi'). */
export function PagedResults<T>({ list, skeletons, renderSkeleton, containerClassName, empty, children }: PagedResultsProps<T>) {
  if (list.isLoading) {
    return (
      <div className={containerClassName} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <Fragment key={index}>{renderSkeleton()}</Fragment>
        ))}
      </div>
    );
  }
  if (list.items.length === 0 && list.offline) {
    // Not "nothing found": nothing could be asked. It asks again by itself once online.
    return (
      <EmptyState
        action={
          <button type="button" className={button({ tone: 'primary', size: 'md' })} onClick={list.retry}>
            Coba Lagi
          </button>
        }
      >
        {CONNECTION_LOST}
      </EmptyState>
    );
  }
  if (list.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children(list.items)}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
