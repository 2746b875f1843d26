import * as z from 'zod/mini';
import { id, list, MetaSchema, optionalNumber, optionalText, richText } from '../shared.schemas';
import { stripBidi } from '@/lib/text';

export const ArticleSchema = z.object({
  article_title: z.string(),
  article_slug: z.string(),
  article_image: optionalText,
  article_type: optionalText,
  article_creator: optionalText,
  /** Shown as the view count. */
  article_priority: optionalNumber,
  article_description: richText,
  created_at: optionalText,
  comments_count: optionalNumber,
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticlePageSchema = z.object({
  articles: z.array(ArticleSchema),
  meta: MetaSchema,
});
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

export const ArticleDetailSchema = z.object({
  article: ArticleSchema,
  related_article: list(ArticleSchema),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

// Visitors' names and words lose their bidi controls as they are read (src/lib/text.ts).
const visitorText = () => z.string().check(z.overwrite(stripBidi));

const commentFields = {
  comment_id: id,
  name: visitorText(),
  photo: optionalText,
  comment: visitorText(),
  created_at: optionalText,
  repliesCount: optionalNumber,
};

/** Replies carry the same fields and no replies of their own. */
export const ReplySchema = z.object(commentFields);
export type Reply = z.infer<typeof ReplySchema>;

export const CommentSchema = z.object({ ...commentFields, replies: list(ReplySchema) });
export type Comment = z.infer<typeof CommentSchema>;

export interface CommentInput {
  slug: string;
  commentId: Comment['comment_id'] | null;
  name: string;
  email: string;
  comment: string;
}
