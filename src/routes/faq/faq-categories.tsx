import { useQuery } from '@tanstack/react-query';
import { faqQueries } from '@/api/faq/faq.queries';
import { vars } from '@/styles/theme.css';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './faq.css';

interface FaqCategoriesProps {
  /** category_display_faq_id of the active chip, or '' for none. */
  active: string;
  onToggle: (id: string) => void;
}

/** Category chips from GET /faq/list-category; a failed call simply leaves the list unfiltered. */
export function FaqCategories({ active, onToggle }: FaqCategoriesProps) {
  const { data: categories, isPending } = useQuery(faqQueries.categories());

  if (isPending) {
    return (
      <div className={styles.chips}>
        {[6, 8, 7].map((width, index) => (
          <Skeleton key={index} width={`${width}rem`} height="2.25rem" radius={vars.radius.pill} />
        ))}
      </div>
    );
  }
  if (!categories?.length) return null;

  return (
    <ul className={styles.chips} aria-label="Kategori FAQ">
      {categories.map((item) => {
        const id = String(item.category_display_faq_id);
        return (
          <li key={id}>
            <button type="button" className={styles.chip} aria-pressed={active === id} onClick={() => onToggle(id)}>
              {item.category}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
