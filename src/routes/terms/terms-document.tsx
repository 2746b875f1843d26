import { useDownloadDocument } from '@/api/documents/documents.mutations';
import type { DocumentItem } from '@/api/documents/documents.schemas';
import { formatLongDate } from '@/lib/format';
import { button } from '@/ui/button.css';
import { SafeHtml } from '@/ui/safe-html';
import * as styles from './terms.css';

const downloadIcon = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function TermsDocument({ item, panelId }: { item: DocumentItem; panelId: string }) {
  const download = useDownloadDocument();
  const titleId = `${panelId}-title`;

  // A failed download is logged (the mutation cache does) and shows nothing.
  const start = () => download.mutate(item);

  return (
    <article id={panelId} className={styles.document} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.documentTitle}>
        {item.title}
      </h2>
      <p className={styles.updated}>
        <span className={styles.updatedLabel}>Update Terbaru</span>{' '}
        <time dateTime={item.updated_at ?? undefined}>{formatLongDate(item.updated_at)}</time>
      </p>
      <SafeHtml html={item.description} fallback="-" className={styles.documentBody} />
      <div>
        <button
          type="button"
          className={button({ tone: 'primary', size: 'md' })}
          onClick={start}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {downloadIcon}
          Unduh File
        </button>
      </div>
    </article>
  );
}
