import { useId } from 'react';
import type { Faq } from '@/api/faq/faq.schemas';
import { button } from '@/ui/button.css';
import { container, section } from '@/ui/container.css';
import { EmptyState } from '@/ui/empty-state';
import { Link } from '@/ui/link';
import { SectionHeading } from '@/ui/section-heading';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './faq-accordion.css';
import { FaqAccordion } from './faq-accordion';

const PLACEHOLDER_ROWS = 4;

function Placeholder({ rows }: { rows: number }) {
  return (
    <div className={styles.root} aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={styles.placeholder} />
      ))}
    </div>
  );
}

interface FaqSectionProps {
  faqs: readonly Faq[] | undefined;
  pending: boolean;
  /** Where 'Lihat Lainnya' leads; no link when absent. */
  moreHref?: string;
}

export function FaqSection({ faqs, pending, moreHref }: FaqSectionProps) {
  const titleId = useId();
  let body;
  if (pending) body = <Placeholder rows={PLACEHOLDER_ROWS} />;
  else if (!faqs?.length) body = <EmptyState>Belum Ada Data FAQ</EmptyState>;
  else body = <FaqAccordion faqs={faqs} />;
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={container}>
        <SectionHeading id={titleId} title="Pertanyaan yang Sering Diajukan" />
        {body}
        {moreHref ? (
          <div className={styles.more}>
            <Link to={moreHref} className={button({ tone: 'outline' })}>
              Lihat Lainnya
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
