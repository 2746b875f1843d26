import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { button } from '../button.css';
import * as styles from './message-dialog.css';

export type MessageTone = 'success' | 'error' | 'warning';

export interface MessageDialogProps {
  open: boolean;
  tone: MessageTone;
  title: string;
  description: string;
  notes?: readonly string[];
  /** Called by 'OK', Escape and a click outside alike. */
  onClose: () => void;
  /** Where focus goes on close: by default what had focus on opening; the submit button if it was disabled. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const ICONS: Record<MessageTone, string> = {
  success: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  error: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
  warning: 'M11 7h2v7h-2zm0 9h2v2h-2z',
};

export default function MessageDialogRadix({ open, tone, title, description, notes = [], onClose, returnFocusRef }: MessageDialogProps) {
  // Radix returns focus only to a Dialog.Trigger; these open from code, so remember what had focus.
  const openedFrom = useRef<HTMLElement | null>(null);
  const focusBack = (event: Event) => {
    const target = returnFocusRef?.current ?? openedFrom.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-tone={tone}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={focusBack}
        >
          <span className={styles.icon} data-tone={tone} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32">
              <path d={ICONS[tone]} fill="currentColor" />
            </svg>
          </span>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className={styles.description}>
              <p className={styles.line}>{description}</p>
              {notes.map((note) => (
                <p key={note} className={styles.note}>
                  {note}
                </p>
              ))}
            </div>
          </Dialog.Description>
          <Dialog.Close asChild>
            <button type="button" className={button({ tone: 'primary', size: 'md', block: true })}>
              OK
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
