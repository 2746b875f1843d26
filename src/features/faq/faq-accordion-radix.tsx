import * as Accordion from '@radix-ui/react-accordion';
import type { Faq } from '@/api/faq/faq.schemas';
import { SafeHtml } from '@/ui/safe-html';
import * as styles from './faq-accordion.css';

/**
 * One answer open at a time, the first open to begin with; clicking the open question
 * closes it (collapsible).
 * A closed answer is not rendered (Radix's default). Rendering every answer and hiding the closed
 * ones (controlled value, `forceMount`, `hidden`) was measured on the home page at 375 px with
 * the CPU 4× slower: the tap's interaction moved −6 ms (11 paired loads, p = 0.27), and the page's
 * HTML grew by 53 bytes of gzip, close as it is to the first round trip's ~14 KB.
 */
export default function FaqAccordionRadix({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Accordion.Root type="single" collapsible defaultValue="0" className={styles.root}>
      {faqs.map((faq, index) => (
        <Accordion.Item key={index} value={String(index)} className={styles.item}>
          <Accordion.Header className={styles.header}>
            <Accordion.Trigger className={styles.trigger}>
              {faq.title}
              <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <SafeHtml html={faq.description} className={styles.answer} fallback="-" />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
