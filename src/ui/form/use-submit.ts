import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CANCEL_AFTER_MS, type Sending, type UploadProgress } from '@/lib/send';

export type SubmitOutcome = 'success' | 'error' | null;

/** A failure or a cancel keeps every value; cancel forgets the send; nothing is ever sent again on its own. */
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
    // The rendered isPending follows a task later, after a burst's other clicks: one POST each.
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
    error: mutation.error,
    data: mutation.data,
    input: mutation.variables?.input,
    progress: mutation.isPending ? progress : null,
    cancellable: mutation.isPending && cancelReady,
    submit,
    cancel,
    dismiss: mutation.reset,
  };
}
