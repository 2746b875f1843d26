import { mutationOptions } from '@tanstack/react-query';
import type { Sending } from '@/lib/send';
import { postComment } from './articles.api';
import type { CommentInput } from './articles.schemas';
import { articleQueries, commentQueries } from './articles.queries';

/** Then refreshes the article's comments, and the article itself, whose record carries the comment count. */
export const createComment = mutationOptions({
  mutationKey: ['articles', 'comment'],
  mutationFn: ({ input, control }: Sending<CommentInput>) => postComment(input, control),
  onSuccess: (_data, { input }, _onMutateResult, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: commentQueries.list(input.slug).queryKey }),
      client.invalidateQueries({ queryKey: articleQueries.detail(input.slug).queryKey }),
    ]),
});
