import type { Contact, ContactKey } from '@/api/site/site.schemas';
import { trackPurchase } from '@/lib/pixel';
import { isWebUrl, safeUrl } from '@/lib/safe-url';
import { vars } from '@/styles/theme.css';
import { Skeleton } from '@/ui/skeleton';
import { Stack } from '@/ui/stack';
import { ContactIcon } from './contact-icons';
import * as styles from './contact-buttons.css';

export const UNAVAILABLE = 'Tidak tersedia';

const CHANNEL_NAMES: Record<ContactKey, string> = {
  whatsapp: 'WhatsApp',
  call_center: 'Call Center',
  email: 'Email',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
};

const GROUPS: { title: string; kinds: ContactKey[] }[] = [
  { title: 'Hubungi Langsung', kinds: ['whatsapp', 'call_center', 'email'] },
  { title: 'Media Sosial', kinds: ['instagram', 'tiktok', 'facebook'] },
];

// Reaching out by WhatsApp or the call centre counts as a pixel Purchase.
const TRACKED = new Set<ContactKey>(['whatsapp', 'call_center']);

function ContactButton({ kind, entry }: { kind: ContactKey; entry: Contact[ContactKey] }) {
  const title = entry?.title?.trim() || UNAVAILABLE;
  // A missing or unsafe link (javascript:, data:...) leaves the button as text, with no pixel.
  const href = safeUrl(entry?.link);
  const content = (
    <>
      <ContactIcon kind={kind} className={styles.icon} />
      <Stack as="span" className={styles.text}>
        <span className={styles.channel}>{CHANNEL_NAMES[kind]}</span>{' '}
        <span className={styles.title}>{title}</span>
      </Stack>
    </>
  );
  if (!href) {
    return (
      <span className={styles.contactButton} data-kind={kind}>
        {content}
      </span>
    );
  }
  // Web pages open beside the site; tel: and mailto: hand over to the device.
  const external = isWebUrl(href);
  return (
    <a
      className={styles.contactButton}
      data-kind={kind}
      href={href}
      onClick={TRACKED.has(kind) ? trackPurchase : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {content}
    </a>
  );
}

export function ContactButtons({ contact, groupHeading: Heading = 'h3' }: { contact: Contact; groupHeading?: 'h2' | 'h3' }) {
  return (
    <div className={styles.groups}>
      {GROUPS.map((group) => (
        <div key={group.title}>
          <Heading className={styles.groupTitle}>{group.title}</Heading>
          <ul className={styles.list}>
            {group.kinds.map((kind) => (
              <li key={kind}>
                <ContactButton kind={kind} entry={contact[kind]} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function ContactButtonsPlaceholder() {
  return (
    <div className={styles.groups} aria-busy="true">
      {GROUPS.map((group) => (
        <div key={group.title} className={styles.list}>
          {group.kinds.map((kind) => (
            <Skeleton key={kind} height="3.5rem" radius={vars.radius.md} />
          ))}
        </div>
      ))}
    </div>
  );
}
