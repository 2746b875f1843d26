import { useCallback, useState } from 'react';
import { faqQueries } from '@/api/faq/faq.queries';
import type { FaqPage } from '@/api/faq/faq.schemas';
import { usePagedList } from '@/api/use-paged-list';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { FaqCategories } from './faq-categories';
import { FaqResults } from './faq-results';
import * as styles from './faq.css';


const faqsOf = (page: FaqPage) => page.faqs;

/** FAQ (spec section 2): search, category chips, entries with cut answers and 'Lihat Lainnya'. */
export function Component() {
  const [category, setCategory] = useState('');
  const list = usePagedList((search) => faqQueries.list({ search, category }), faqsOf);
  // One chip at a time; the active one clears the filter.
  const toggleCategory = useCallback((id: string) => setCategory((current) => (current === id ? '' : id)), []);

  return (
    <>
      <PageHeader title="FAQ" subtitle="Pertanyaan yang Sering Diajukan" />
      <div className={`${container} ${section} ${styles.page}`}>
        <SearchBox value={list.search} onChange={list.setSearch} placeholder="Cari Pertanyaan" />
        <FaqCategories active={category} onToggle={toggleCategory} />
        <FaqResults list={list} />
      </div>
    </>
  );
}
