import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { siteQueries } from '@/api/site/site.queries';
import type { Contact } from '@/api/site/site.schemas';
import { isWebUrl, safeUrl } from '@/lib/safe-url';
import * as styles from './form-fallback.css';

export const FORM_UNAVAILABLE = 'Formulir ini belum dapat dikirim dari browser Anda. Hubungi kami melalui WhatsApp atau telepon.';

/** A form's `action` and the notice it names, for a submit without the app (docs/decisions/023-forms-without-the-app.md). */
export function useFormFallback(): { action: string; notice: React.JSX.Element } {
  const id = `form-unavailable-${useId().replace(/[^\w-]/g, '')}`;
  return { action: `#${id}`, notice: <FormUnavailable id={id} /> };
}

function ContactLink({ entry, label }: { entry: Contact['whatsapp']; label: string }) {
  const href = safeUrl(entry?.link);
  if (!href) return null;
  const external = isWebUrl(href);
  return (
    <li>
      <a className={styles.link} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
        {entry?.title?.trim() ? ` ${entry.title.trim()}` : ''}
      </a>
    </li>
  );
}

function FormUnavailable({ id }: { id: string }) {
  const contact = useQuery(siteQueries.contact()).data;
  return (
    <div id={id} className={styles.notice} role="alert" tabIndex={-1}>
      <p className={styles.text}>{FORM_UNAVAILABLE}</p>
      {contact ? (
        <ul className={styles.links}>
          <ContactLink entry={contact.whatsapp} label="WhatsApp" />
          <ContactLink entry={contact.call_center} label="Call Center" />
        </ul>
      ) : null}
    </div>
  );
}
