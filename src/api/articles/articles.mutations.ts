import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postComment } from './articles.api';
import type { CommentInput } from './articles.schemas';
import { commentQueries } from './articles.queries';

/** Posts a comment or a reply, then refreshes that article's comments through their own key. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => postComment(input),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: commentQueries.list(input.slug).queryKey }),
  });
}
