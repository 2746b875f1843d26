import { Fragment, type ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';

/** What `usePagedList` hands a screen (src/ui/use-paged-list.ts). */
export interface PagedListState<T> {
  items: T[];
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

interface PagedResultsProps<T> {
  list: PagedListState<T>;
  /** Placeholders standing in for the first page, in the results' own container class. */
  skeletons: number;
  renderSkeleton: () => ReactNode;
  containerClassName: string;
  /** Shown when the list is empty or its call failed. */
  empty: ReactNode;
  /** The loaded records, in the screen's own markup. */
  children: (items: T[]) => ReactNode;
}

/**
 * The states every searchable, paged list shows: placeholders while the first page loads, the
 * empty state, or the records followed by 'Lihat Lainnya'.
 */
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
  if (list.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children(list.items)}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
