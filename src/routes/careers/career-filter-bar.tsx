import { useQuery } from '@tanstack/react-query';
import { careerQueries } from '@/api/careers/careers.queries';
import type { CareerFilters } from '@/api/careers/careers.schemas';
import { ClearableSelect } from './clearable-select';
import * as styles from './career-list.css';

interface CareerFilterBarProps {
  filters: CareerFilters;
  /** Only the filter that changed; '' clears it. */
  onChange: (change: Partial<CareerFilters>) => void;
}

export function CareerFilterBar({ filters, onChange }: CareerFilterBarProps) {
  const placements = useQuery(careerQueries.placements()).data ?? [];
  const educations = useQuery(careerQueries.educations()).data ?? [];
  const positions = useQuery(careerQueries.positions()).data ?? [];
  const set = (key: keyof CareerFilters) => (value: string) => onChange({ [key]: value });

  return (
    <div className={styles.filters} role="group" aria-label="Filter lowongan">
      <ClearableSelect label="Lokasi Penempatan" value={filters.placement} options={placements} onChange={set('placement')} />
      <ClearableSelect label="Pendidikan" value={filters.education} options={educations} onChange={set('education')} />
      <ClearableSelect label="Posisi" value={filters.position} options={positions} onChange={set('position')} />
    </div>
  );
}
