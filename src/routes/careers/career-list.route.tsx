import { useState } from 'react';
import type { CareerFilters } from '@/api/careers/careers.schemas';
import { BRAND_NAME } from '@/lib/config';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { CareerFilterBar } from './career-filter-bar';
import { CareerGrid } from './career-grid';
import * as styles from './career-list.css';

/** Unset filters are sent as empty strings (api-contract: GET /career). */
const NO_FILTERS: CareerFilters = { placement: '', education: '', position: '' };

export function Component() {
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <>
      <PageHeader title="Karir" />
      <section className={`${container} ${section}`} aria-labelledby="career-heading">
        <div className={styles.intro}>
          <h2 id="career-heading" className={styles.heading}>
            {`Karir ${BRAND_NAME}`}
          </h2>
          <p className={styles.tagline}>Mari Berinovasi, Berguna bagi bangsa, Bermanfaat untuk masyarakat</p>
        </div>
        <CareerFilterBar filters={filters} onChange={setFilters} />
        <CareerGrid filters={filters} />
      </section>
    </>
  );
}
