import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { Stack } from '@/ui/stack';
import * as styles from './screen-fallback.css';

interface ScreenFallbackProps {
  title?: string;
  /** Home opens on its hero banner, not on a title band. */
  hero?: boolean;
}

/** A screen's stand-in inside the frame while its code or first-view data loads: never a blank page. */
export function ScreenFallback({ title, hero = false }: ScreenFallbackProps) {
  return (
    <div aria-busy="true">
      {hero ? (
        <Skeleton className={styles.hero} radius="0" />
      ) : (
        <PageHeader title={title ?? <Skeleton width="16rem" height="2.25rem" />} />
      )}
      <Stack gap="md" className={`${container} ${section}`}>
        <Skeleton height="12rem" />
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </Stack>
    </div>
  );
}
