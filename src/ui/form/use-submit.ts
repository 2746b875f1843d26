import { useRef, useState } from 'react';

export type SubmitOutcome = 'success' | 'error' | null;

/**
 * The sending state every form shares: one request at a time (a double click sends once),
 * then an outcome for the success or failure dialog. Values stay untouched here: a failure
 * keeps everything the visitor typed and chose.
 */
export function useSubmit<TInput>(send: (input: TInput) => Promise<unknown>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome>(null);
  const inFlight = useRef(false);

  async function submit(input: TInput): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await send(input);
      setOutcome('success');
    } catch {
      // The mutation cache logs the cause; the visitor gets the failure dialog.
      setOutcome('error');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { sending, outcome, submit, dismiss: () => setOutcome(null) };
}
