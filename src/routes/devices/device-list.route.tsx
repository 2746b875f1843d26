import { deviceQueries } from '@/api/devices/devices.queries';
import type { DevicePage } from '@/api/devices/devices.schemas';
import { container, section } from '@/ui/container.css';
import { PagedResults } from '@/ui/paged-results';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { useListParams, useSearchParamInput } from '@/lib/lists/use-list-params';
import { usePagedList } from '@/lib/lists/use-paged-list';
import { DeviceCard, DeviceCardSkeleton } from './device-card';
import * as styles from './devices.css';

const SKELETON_CARDS = 8;

const pickDevices = (page: DevicePage) => page.medical_devices;

export function Component() {
  const search = useSearchParamInput(useListParams());
  const list = usePagedList(deviceQueries.list, pickDevices);

  return (
    <>
      <PageHeader title="Sewa Alat Kesehatan" />
      <div className={`${container} ${section}`}>
        <SearchBox value={search.text} onChange={search.setText} placeholder="Cari Alkes" />
        <PagedResults
          list={list}
          skeletons={SKELETON_CARDS}
          renderSkeleton={() => <DeviceCardSkeleton />}
          containerClassName={styles.grid}
          empty={search.term ? 'Alat kesehatan tidak ditemukan.' : 'Belum ada alat kesehatan yang disewakan.'}
        >
          {(devices) => (
            <ul className={styles.grid} aria-label="Daftar alat kesehatan">
              {devices.map((device, index) => (
                <li key={device.slug}>
                  <DeviceCard device={device} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </div>
    </>
  );
}
