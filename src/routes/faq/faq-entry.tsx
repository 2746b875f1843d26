import { useId, useMemo, useState } from 'react';
import type { Faq } from '@/api/faq/faq.schemas';
import { SafeHtml } from '@/ui/safe-html';
import { answerText, previewAnswer } from './faq-answer';
import * as styles from './faq.css';

/** One question: title, optional category badge and 'Jawab :' with the answer, cut when long. */
export function FaqEntry({ faq }: { faq: Faq }) {
  const [expanded, setExpanded] = useState(false);
  const answerId = useId();
  const preview = useMemo(() => previewAnswer(answerText(faq.description)), [faq.description]);
  const category = faq.category?.trim();

  return (
    <article className={styles.entry}>
      <div className={styles.entryHead}>
        <h2 className={styles.entryTitle}>{faq.title}</h2>
        {category ? <span className={styles.badge}>{category}</span> : null}
      </div>
      <div id={answerId} className={styles.answer}>
        <p className={styles.answerLabel}>Jawab :</p>
        {/* A cut answer keeps its whole text in the page, shown where the app cannot run
            (no toggle can open it there), hidden while the preview stands for it. */}
        {preview.cut && !expanded ? <p className={styles.answerPreview}>{preview.text}</p> : null}
        {preview.cut && !expanded ? (
          <div hidden className={styles.answerWhole}>
            <SafeHtml html={faq.description} fallback="-" />
          </div>
        ) : (
          <SafeHtml html={faq.description} fallback="-" />
        )}
      </div>
      {preview.cut ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={answerId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Lihat Sedikit' : 'Lihat Selengkapnya'}
        </button>
      ) : null}
    </article>
  );
}
