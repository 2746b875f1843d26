import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useId } from 'react';

export type SubmitOutcome = 'success' | 'error' | null;

/**
 * A form's write, read straight from its mutation: sending while pending, then an outcome for
 * the success or failure dialog until `dismiss` resets it. Values stay untouched here: a
 * failure keeps everything the visitor typed and chose.
 */
export function useSubmit<TData, TInput>(options: UseMutationOptions<TData, Error, TInput>) {
  const queryClient = useQueryClient();
  const instance = useId();
  // Each form gets its own key, so a reply being sent does not hold up the form beside it.
  const mutationKey = [...(options.mutationKey ?? ['submit']), instance];
  const mutation = useMutation({ ...options, mutationKey });

  function submit(input: TInput, callbacks?: MutateOptions<TData, Error, TInput>): void {
    // The cache marks the send pending at once; the rendered isPending follows a task later,
    // after the second and third click of a burst may already have arrived. One POST each.
    if (queryClient.isMutating({ mutationKey, exact: true }) > 0) return;
    mutation.mutate(input, callbacks);
  }

  const outcome: SubmitOutcome = mutation.isSuccess ? 'success' : mutation.isError ? 'error' : null;
  return { sending: mutation.isPending, outcome, submit, dismiss: mutation.reset };
}
