import { readCareerFilters } from '@/lib/lists/list-params';
import { BRAND_NAME } from '@/lib/brand';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { useListParams } from '@/lib/lists/use-list-params';
import { CareerFilterBar } from './career-filter-bar';
import { CareerGrid } from './career-grid';
import * as styles from './career-list.css';

/** The filters live in the URL; unset ones are left out. */
export function Component() {
  const { shown, chosen, replace } = useListParams();
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
        <CareerFilterBar filters={readCareerFilters(chosen)} onChange={replace} />
        <CareerGrid filters={readCareerFilters(shown)} />
      </section>
    </>
  );
}
