import { lazy, Suspense, useState, type RefObject } from 'react';

export type MessageTone = 'success' | 'error' | 'warning';

export interface MessageDialogProps {
  open: boolean;
  tone: MessageTone;
  title: string;
  description: string;
  /** Called by 'OK', Escape and a click outside alike. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes. By default, the element that had focus when it
   * opened; give the submit button here when it was disabled (and so lost focus) while sending.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

// Radix Dialog is loaded the first time a dialog opens, not with the form.
const RadixMessageDialog = lazy(() => import('./message-dialog-radix'));

/**
 * A modal message with a title, a text and 'OK' (success, error or warning). Focus moves into
 * it, stays there, and returns when it closes.
 */
export function MessageDialog(props: MessageDialogProps) {
  // Once opened, stay mounted so the closing animation and focus return can run.
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!props.open && !everOpened) return null;
  return (
    <Suspense fallback={null}>
      <RadixMessageDialog {...props} />
    </Suspense>
  );
}
