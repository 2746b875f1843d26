import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState } from 'react';
import { button } from '@/ui/button.css';
import { COPIED_NOTICE_MS, shareLinks } from './share-links';
import { ShareIcon } from './share-icon';
import * as styles from './share-menu.css';

/** Radix closes it on Escape and on a click outside. */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard (permission refused, insecure page): nothing was copied, so no notice.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
  };

  return (
    <Popover.Root>
      <Popover.Trigger className={`${button({ tone: 'outline', size: 'md' })} ${styles.trigger}`}>
        <ShareIcon />
        Bagikan
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.content} sideOffset={8} align="start" collisionPadding={16} aria-label="Bagikan">
          <ul className={styles.items}>
            {shareLinks(url, title).map((link) => (
              <li key={link.label}>
                <a className={styles.item} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button type="button" className={styles.item} onClick={() => void copy()}>
                Salin Link
              </button>
            </li>
          </ul>
          <p className={styles.notice} role="status">
            {copied ? 'Disalin!' : ''}
          </p>
          <Popover.Arrow className={styles.arrow} width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
