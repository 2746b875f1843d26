import { useState } from 'react';
import MessageDialogRadix, { type MessageDialogProps } from './message-dialog-radix';

/**
 * A modal message with a title, a text and 'OK' (success, error or warning). Focus moves into
 * it, stays there, and returns when it closes.
 *
 * Radix comes with the form, not when a dialog first opens: a form must be able to report a
 * failed send when the connection is gone, and a lazy chunk would then fail to load too.
 */
export function MessageDialog(props: MessageDialogProps) {
  // Mounted from the first opening on, so the closing animation and focus return can run.
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!props.open && !everOpened) return null;
  return <MessageDialogRadix {...props} />;
}
