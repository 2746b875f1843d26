import type { RefObject } from 'react';
import { button } from '../button.css';
import { MessageDialog } from '../dialog/message-dialog';
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

export interface OutcomeMessages {
  success: { title: string; description: string };
  error: { title: string; description: string };
}

interface OutcomeDialogProps {
  outcome: SubmitOutcome;
  messages: OutcomeMessages;
  /** After 'OK' on success: clear the form. */
  onSuccessClosed: () => void;
  /** After either dialog closes: forget the outcome. */
  onDismiss: () => void;
  /** The submit button: it lost focus while disabled, so focus goes back there. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The success or failure dialog after a send; failure keeps every value as it is. */
export function OutcomeDialog({ outcome, messages, onSuccessClosed, onDismiss, returnFocusRef }: OutcomeDialogProps) {
  const shown = outcome ?? 'success';
  return (
    <MessageDialog
      open={outcome !== null}
      tone={shown}
      title={messages[shown].title}
      description={messages[shown].description}
      returnFocusRef={returnFocusRef}
      onClose={() => {
        if (outcome === 'success') onSuccessClosed();
        onDismiss();
      }}
    />
  );
}
