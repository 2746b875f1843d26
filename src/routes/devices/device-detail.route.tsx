import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { deviceQueries } from '@/api/devices/devices.queries';
import { siteUrl } from '@/lib/config';
import { paths } from '@/lib/paths';
import { container, section } from '@/ui/container.css';
import { SafeHtml } from '@/ui/safe-html';
import { Breadcrumb } from './breadcrumb';
import { DeviceGallery, galleryImages } from './device-gallery';
import { DeviceOrder } from './device-order';
import * as styles from './device-detail.css';
import { ShareMenu } from './share-menu';

export function Component() {
  const { slug = '' } = useParams();
  const { data } = useSuspenseQuery(deviceQueries.detail(slug));
  const device = data.medical_device;

  return (
    <div className={`${container} ${section}`}>
      <Breadcrumb current={device.title} />
      <div className={styles.layout}>
        <DeviceGallery
          key={device.slug}
          images={galleryImages(device.display_medical_device_photos, device.thumbnail)}
          title={device.title}
        />
        <div className={styles.info}>
          <h1 className={styles.title}>{device.title}</h1>
          <DeviceOrder key={device.slug} device={device} />
          <ShareMenu url={`${siteUrl()}${paths.device.getHref(device.slug)}`} title={device.title} />
        </div>
      </div>
      <section className={styles.description} aria-labelledby="deskripsi-alat">
        <h2 id="deskripsi-alat" className={styles.descriptionTitle}>
          Deskripsi
        </h2>
        <SafeHtml html={device.description} fallback="Tidak ada deskripsi." />
      </section>
    </div>
  );
}
