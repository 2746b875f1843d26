import { faqQueries } from '@/api/faq/faq.queries';
import type { FaqPage } from '@/api/faq/faq.schemas';
import { readParam } from '@/lib/lists/list-params';
import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { SearchBox } from '@/ui/search-box';
import { useListParams, useSearchParamInput } from '@/lib/lists/use-list-params';
import { usePagedList } from '@/lib/lists/use-paged-list';
import { FaqCategories } from './faq-categories';
import { FaqResults } from './faq-results';
import * as styles from './faq.css';

const faqsOf = (page: FaqPage) => page.faqs;

/** FAQ at /faq?search=…&category=…: search, category chips, cut answers, 'Lihat Lainnya'. */
export function Component() {
  const params = useListParams();
  const search = useSearchParamInput(params);
  const list = usePagedList(faqQueries.list, faqsOf);
  // One chip at a time; the active one clears the filter.
  const toggleCategory = (id: string) =>
    params.replace((current) => ({ category: readParam(current, 'category') === id ? '' : id }));

  return (
    <>
      <PageHeader title="FAQ" subtitle="Pertanyaan yang Sering Diajukan" />
      <div className={`${container} ${section} ${styles.page}`}>
        <SearchBox value={search.text} onChange={search.setText} placeholder="Cari Pertanyaan" />
        <FaqCategories active={readParam(params.chosen, 'category')} onToggle={toggleCategory} />
        <FaqResults list={list} />
      </div>
    </>
  );
}
