import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { siteQueries } from '@/api/site/site.queries';
import type { Contact } from '@/api/site/site.schemas';
import { trackPurchase } from '@/lib/pixel';
import { isWebUrl, safeUrl } from '@/lib/safe-url';
import { FooterLoading } from './footer-loading';
import * as styles from './footer.css';

const UNAVAILABLE = 'Tidak tersedia';

const phoneIcon = (
  <svg className={styles.contactIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.22 2.23Z"
    />
  </svg>
);

const chatIcon = (
  <svg className={styles.contactIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 2a10 10 0 0 0-8.65 15.02L2 22l5.1-1.33A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.18-1.14l-.3-.18-3.03.79.81-2.95-.2-.31A8.2 8.2 0 1 1 12 20.2Z"
    />
  </svg>
);

type ContactLinkProps = {
  entry: Contact['call_center'];
  label: string;
  icon: ReactNode;
};

function ContactLink({ entry, label, icon }: ContactLinkProps) {
  const title = entry?.title?.trim() || UNAVAILABLE;
  // A missing or unsafe link (javascript:, data:...) leaves the title as text, with no pixel.
  const href = safeUrl(entry?.link);
  const content = (
    <>
      {icon}
      <span className="visually-hidden">{`${label}:`}</span> {title}
    </>
  );
  if (!href) return <span className={styles.contactLink}>{content}</span>;
  // Web links open beside the site; tel: and similar hand over to the device.
  const external = isWebUrl(href);
  return (
    <a
      className={styles.contactLink}
      href={href}
      onClick={trackPurchase}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );
}

export function FooterContact() {
  const { data: contact, isPending } = useQuery(siteQueries.contact());
  return (
    <div>
      <h2 className={styles.heading}>Kontak Kami</h2>
      {isPending ? (
        <FooterLoading lines={2} />
      ) : contact ? (
        <ul className={styles.list}>
          <li>
            <ContactLink entry={contact.call_center} label="Call Center" icon={phoneIcon} />
          </li>
          <li>
            <ContactLink entry={contact.whatsapp} label="WhatsApp" icon={chatIcon} />
          </li>
        </ul>
      ) : null}
    </div>
  );
}
