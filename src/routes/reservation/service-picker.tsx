import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '@/api/services/services.queries';
import { Image } from '@/ui/image';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './service-picker.css';

const SKELETON_TILES = 5;
const ICON_SIZE = 48;

interface ServicePickerProps {
  labelId: string;
  selected: readonly string[];
  onToggle: (slug: string) => void;
}

export function ServicePicker({ labelId, selected, onToggle }: ServicePickerProps) {
  const picks = useQuery(serviceQueries.picks());

  if (picks.isPending) {
    return (
      <div className={styles.row} aria-busy="true" aria-labelledby={labelId}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <Skeleton key={index} className={styles.skeletonTile} width="8rem" height="7.5rem" />
        ))}
      </div>
    );
  }

  if (picks.isError || picks.data.length === 0) {
    return <p className={styles.empty}>Daftar layanan tidak tersedia saat ini.</p>;
  }

  return (
    <div className={styles.row} role="group" aria-labelledby={labelId}>
      {picks.data.map((pick) => {
        const pressed = selected.includes(pick.slug);
        return (
          <button
            key={pick.slug}
            type="button"
            className={styles.tile}
            aria-pressed={pressed}
            onClick={() => onToggle(pick.slug)}
          >
            <Image className={styles.icon} src={pick.icon_vector} width={ICON_SIZE} height={ICON_SIZE} alt="" />
            <span className={styles.name}>{pick.name}</span>
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
          </button>
        );
      })}
    </div>
  );
}
