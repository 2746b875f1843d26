import * as Accordion from '@radix-ui/react-accordion';
import type { Faq } from '@/api/faq/faq.schemas';
import { SafeHtml } from '@/ui/safe-html';
import * as styles from './faq-accordion.css';

/** One answer open at a time; every answer is in the HTML (`forceMount`): docs/behaviour.md §11, "FAQ answers without the app". */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
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
          <Accordion.Content forceMount className={styles.panel}>
            <SafeHtml html={faq.description} className={styles.answer} fallback="-" />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
