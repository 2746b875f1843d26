import { useQuery } from '@tanstack/react-query';
import { careerQueries } from '@/api/careers/careers.queries';
import type { CareerFilters } from '@/api/careers/careers.schemas';
import { EmptyState } from '@/ui/empty-state';
import { useListChanging } from '@/lib/lists/use-list-params';
import { CareerCard, CareerCardSkeleton } from './career-card';
import * as styles from './career-list.css';

const SKELETON_CARDS = 6;

/** A failed call reads like an empty result. */
export function CareerGrid({ filters }: { filters: CareerFilters }) {
  const { data: careers, isPending } = useQuery(careerQueries.list(filters));
  const changing = useListChanging();

  if (isPending || changing) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Memuat lowongan">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <CareerCardSkeleton key={index} />
        ))}
      </ul>
    );
  }
  if (!careers?.length) return <EmptyState>Tidak ada data karir yang ditemukan.</EmptyState>;
  return (
    <ul className={styles.grid}>
      {careers.map((career) => (
        <CareerCard key={career.slug} career={career} />
      ))}
    </ul>
  );
}
