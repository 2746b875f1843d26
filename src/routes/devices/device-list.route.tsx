import type { QueryClient } from '@tanstack/react-query';
import { deviceQueries } from '@/api/devices/devices.queries';
import type { DevicePage } from '@/api/devices/devices.schemas';
import { usePagedList } from '@/api/use-paged-list';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { prefetchInfinite } from '../loaders';
import { DeviceCard, DeviceCardSkeleton } from './device-card';
import * as styles from './devices.css';

const SKELETON_CARDS = 8;

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchInfinite(queryClient, deviceQueries.list(''));
  return null;
};

const pickDevices = (page: DevicePage) => page.medical_devices;

export function Component() {
  const list = usePagedList(deviceQueries.list, pickDevices);

  return (
    <>
      <PageHeader title="Sewa Alat Kesehatan" />
      <div className={`${container} ${section}`}>
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Cari Alkes" />
        {list.isLoading ? (
          <div className={styles.grid} aria-busy="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <DeviceCardSkeleton key={index} />
            ))}
          </div>
        ) : list.items.length === 0 ? (
          <EmptyState>
            {list.debouncedSearch ? 'Alat kesehatan tidak ditemukan.' : 'Belum ada alat kesehatan yang disewakan.'}
          </EmptyState>
        ) : (
          <ul className={styles.grid} aria-label="Daftar alat kesehatan">
            {list.items.map((device) => (
              <li key={device.slug}>
                <DeviceCard device={device} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
      </div>
    </>
  );
}
