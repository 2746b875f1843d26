import type { ReactNode } from 'react';
import type { Contact } from '@/api/site/site.schemas';
import { safeUrl } from '@/lib/safe-url';
import { vars } from '@/styles/theme.css';
import { Skeleton } from '@/ui/skeleton';
import * as styles from './about.css';

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const SOCIALS = [
  {
    key: 'instagram',
    label: 'Instagram',
    icon: icon(
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </g>,
    ),
  },
  {
    key: 'facebook',
    label: 'Facebook',
    icon: icon(<path fill="currentColor" d="M14 8h3V4h-3a5 5 0 0 0-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9a1 1 0 0 1 1-1Z" />),
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    icon: icon(
      <path
        fill="currentColor"
        d="M16 3c.3 2.4 1.9 4.1 4 4.4v3.2a7.4 7.4 0 0 1-4-1.3v6.2A5.6 5.6 0 1 1 10.4 10v3.3a2.4 2.4 0 1 0 2.4 2.4V3H16Z"
      />,
    ),
  },
] as const satisfies readonly { key: keyof Contact; label: string; icon: ReactNode }[];

interface AboutSocialProps {
  contact: Contact | undefined;
  loading: boolean;
}

/** A network without a safe link is left out: the buttons are icons with nothing to show as text. */
export function AboutSocial({ contact, loading }: AboutSocialProps) {
  if (loading) {
    return (
      <div className={styles.socialList}>
        {SOCIALS.map(({ key }) => (
          <Skeleton key={key} width="2.75rem" height="2.75rem" radius={vars.radius.pill} />
        ))}
      </div>
    );
  }
  const links = SOCIALS.flatMap((social) => {
    const href = safeUrl(contact?.[social.key]?.link);
    return href ? [{ ...social, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.socialList} aria-label="Media sosial">
      {links.map(({ key, label, icon: glyph, href }) => (
        <li key={key}>
          <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (tab baru)`}>
            {glyph}
          </a>
        </li>
      ))}
    </ul>
  );
}
