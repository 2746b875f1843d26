import { useState } from 'react';
import MessageDialogRadix, { type MessageDialogProps } from './message-dialog-radix';

/** Radix comes with the form, not with the first dialog: a failed send must be reported offline too. */
export function MessageDialog(props: MessageDialogProps) {
  // Mounted from the first opening on, so the closing animation and focus return can run.
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!props.open && !everOpened) return null;
  return <MessageDialogRadix {...props} />;
}
