import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { failureNotes, type UploadProgress } from '@/lib/send';
import { button } from '../button.css';
import { MessageDialog } from '../dialog/message-dialog';
import * as styles from './submit-flow.css';
import type { SubmitOutcome } from './use-submit';

interface SubmitButtonProps {
  label: string;
  sending: boolean;
  ref?: RefObject<HTMLButtonElement | null>;
  block?: boolean;
}

export function SubmitButton({ label, sending, ref, block }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" className={button({ tone: 'primary', size: 'lg', block })} disabled={sending}>
      {sending ? 'Loading...' : label}
    </button>
  );
}

/** 100 only once every byte is out. */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0 || loaded >= total) return 100;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** Screen readers hear the upload at these steps, not at every percent. */
const ANNOUNCE_STEP = 25;

interface SendStatusProps {
  sending: boolean;
  progress: UploadProgress | null;
  uploads?: boolean;
  cancellable: boolean;
  onCancel: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  className?: string;
}

/** Its polite status line is always there, so what it says is announced. */
export function SendStatus({ sending, progress, uploads = false, cancellable, onCancel, returnFocusRef, className }: SendStatusProps) {
  const percent = progress ? uploadPercent(progress) : 0;
  const showUpload = sending && uploads;
  const sent = showUpload && progress !== null && percent === 100;
  const announced = !showUpload
    ? ''
    : sent
      ? 'Semua data terkirim. Menunggu jawaban server.'
      : `Terkirim ${Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP}%`;
  // With nothing to show, only its status line is there, out of sight and out of the layout.
  const visible = showUpload || cancellable;
  return (
    <div className={visible ? `${styles.status} ${className ?? ''}` : 'visually-hidden'}>
      {showUpload ? (
        <div className={styles.upload}>
          <div
            role="progressbar"
            aria-label="Kemajuan pengiriman"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className={styles.track}
          >
            <div className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
          </div>
          <span className={styles.percent} aria-hidden="true">
            {percent}%
          </span>
        </div>
      ) : null}
      {sent ? (
        <p className={styles.waiting} aria-hidden="true">
          Menunggu jawaban server…
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {announced}
      </p>
      {cancellable ? (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'md' })}
          onClick={() => {
            // The submit button is enabled again before focus moves to it.
            flushSync(onCancel);
            returnFocusRef.current?.focus();
          }}
        >
          Batalkan
        </button>
      ) : null}
    </div>
  );
}

export interface OutcomeMessages {
  success: { title: string; description: string };
  error: { title: string; description: string };
}

interface OutcomeDialogProps {
  outcome: SubmitOutcome;
  error?: unknown;
  messages: OutcomeMessages;
  onSuccessClosed: () => void;
  onDismiss: () => void;
  /** It lost focus while disabled, so focus goes back there. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** A failure keeps every value as it is. */
export function OutcomeDialog({ outcome, error, messages, onSuccessClosed, onDismiss, returnFocusRef }: OutcomeDialogProps) {
  const shown = outcome ?? 'success';
  return (
    <MessageDialog
      open={outcome !== null}
      tone={shown}
      title={messages[shown].title}
      description={messages[shown].description}
      notes={outcome === 'error' ? failureNotes(error) : undefined}
      returnFocusRef={returnFocusRef}
      onClose={() => {
        if (outcome === 'success') onSuccessClosed();
        onDismiss();
      }}
    />
  );
}
