import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CANCEL_AFTER_MS, type Sending, type UploadProgress } from '@/lib/send';

export type SubmitOutcome = 'success' | 'error' | null;

/**
 * A form's write, read straight from its mutation: sending while pending, then an outcome for
 * the success or failure dialog until `dismiss` resets it. Values stay untouched here: a
 * failure keeps everything the visitor typed and chose, and so does a cancel.
 *
 * From CANCEL_AFTER_MS into a send, `cancellable` offers the visitor a way out: `cancel` aborts
 * the request and forgets the send, so the form is back as it was, with no outcome to show.
 * A send with files reports its upload in `progress`. Nothing is ever sent again on its own.
 */
export function useSubmit<TData, TInput>(options: UseMutationOptions<TData, Error, Sending<TInput>>) {
  const queryClient = useQueryClient();
  const instance = useId();
  // Each form gets its own key, so a reply being sent does not hold up the form beside it.
  const mutationKey = [...(options.mutationKey ?? ['submit']), instance];
  const mutation = useMutation({ ...options, mutationKey });
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelReady, setCancelReady] = useState(false);
  const send = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> } | null>(null);

  const endSend = () => {
    if (send.current) clearTimeout(send.current.timer);
    send.current = null;
    setCancelReady(false);
  };
  useEffect(() => () => clearTimeout(send.current?.timer), []);

  function submit(input: TInput, callbacks?: MutateOptions<TData, Error, Sending<TInput>>): void {
    // The cache marks the send pending at once; the rendered isPending follows a task later,
    // after the second and third click of a burst may already have arrived. One POST each.
    if (queryClient.isMutating({ mutationKey, exact: true }) > 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => setCancelReady(true), CANCEL_AFTER_MS);
    send.current = { controller, timer };
    setProgress(null);
    setCancelReady(false);
    mutation.mutate(
      { input, control: { signal: controller.signal, onUpload: (next) => {
          if (!controller.signal.aborted) setProgress(next);
        } } },
      {
        ...callbacks,
        onSettled: (...args) => {
          if (send.current?.controller === controller) endSend();
          return callbacks?.onSettled?.(...args);
        },
      },
    );
  }

  /** The visitor's way out of a send: no dialog, the form as it was, its button on its label. */
  function cancel(): void {
    if (!send.current) return;
    send.current.controller.abort();
    endSend();
    setProgress(null);
    mutation.reset();
  }

  const outcome: SubmitOutcome = mutation.isSuccess ? 'success' : mutation.isError ? 'error' : null;
  return {
    sending: mutation.isPending,
    outcome,
    /** The failure, for what it adds to the form's failure text (src/lib/send.ts, failureNotes). */
    error: mutation.error,
    data: mutation.data,
    /** What the last send sent. */
    input: mutation.variables?.input,
    progress: mutation.isPending ? progress : null,
    cancellable: mutation.isPending && cancelReady,
    submit,
    cancel,
    dismiss: mutation.reset,
  };
}
