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

/** A form's submit button: disabled and reading 'Loading...' while the form is being sent. */
export function SubmitButton({ label, sending, ref, block }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" className={button({ tone: 'primary', size: 'lg', block })} disabled={sending}>
      {sending ? 'Loading...' : label}
    </button>
  );
}

/** Whole percent sent; 100 only once every byte is out. */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0 || loaded >= total) return 100;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

/** Screen readers hear the upload at these steps, not at every percent. */
const ANNOUNCE_STEP = 25;

interface SendStatusProps {
  sending: boolean;
  /** The upload so far, for a send with files; null before its first byte or without files. */
  progress: UploadProgress | null;
  /** A form with files: the progress bar shows from the send's start. */
  uploads?: boolean;
  /** True from a few seconds into the send: 'Batalkan' shows. */
  cancellable: boolean;
  onCancel: () => void;
  /** The submit button, where focus goes after a cancel. */
  returnFocusRef: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * What a send shows beside its 'Loading...' button: for a form with files, a progress bar with
 * the percentage sent (and, once all is sent, that the answer is awaited); and from a few
 * seconds in, 'Batalkan'. Its polite status line is always there, so what it says is announced.
 */
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
  /** The failure, for what the dialog adds under its text (no answer, the server's message). */
  error?: unknown;
  messages: OutcomeMessages;
  /** After 'OK' on success: clear the form. */
  onSuccessClosed: () => void;
  /** After either dialog closes: forget the outcome. */
  onDismiss: () => void;
  /** The submit button: it lost focus while disabled, so focus goes back there. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The success or failure dialog after a send; failure keeps every value as it is. Under the
 * failure text: that the send may have arrived when no answer came, or the server's own message.
 */
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
