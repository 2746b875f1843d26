import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postComment } from './articles.api';
import type { CommentInput } from './articles.schemas';
import { articleQueries, commentQueries } from './articles.queries';

/**
 * Posts a comment or a reply, then refreshes that article's comments, and the article itself,
 * whose record carries the comment count, through their own keys.
 */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => postComment(input),
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentQueries.list(input.slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: articleQueries.detail(input.slug).queryKey }),
      ]),
  });
}
