import { lazy, Suspense, useEffect, useState } from 'react';

export type MessageTone = 'success' | 'error' | 'warning';

export interface MessageDialogProps {
  open: boolean;
  tone: MessageTone;
  title: string;
  description: string;
  /** Called by 'OK', Escape and a click outside alike. */
  onClose: () => void;
}

// Radix Dialog is loaded the first time a dialog opens, not with the form.
const RadixMessageDialog = lazy(() => import('./message-dialog-radix'));

/**
 * A modal message with a title, a text and 'OK' (success, error or warning). Focus moves into
 * it and returns where it was when it closes.
 */
export function MessageDialog(props: MessageDialogProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  useEffect(() => {
    if (props.open) setEverOpened(true);
  }, [props.open]);
  if (!props.open && !everOpened) return null;
  return (
    <Suspense fallback={null}>
      <RadixMessageDialog {...props} />
    </Suspense>
  );
}
