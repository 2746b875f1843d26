import { lazy, Suspense, useState } from 'react';
// Type only: Radix stays in the lazy chunk.
import type { MessageDialogProps } from './message-dialog-radix';

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
