import * as z from 'zod/mini';
import type { SendControl } from '@/lib/send';
import { getJson, sendJson } from '../http';
import { ARTICLE_PAGE_SIZE, boundPage } from '../paging';
import { ArticleDetailSchema, ArticlePageSchema, ArticleSchema, CommentSchema, type CommentInput } from './articles.schemas';

export const fetchPopularArticles = () => getJson('/article/popular', z.array(ArticleSchema));

export const fetchArticlePage = async (search: string, page: number, signal?: AbortSignal, size = ARTICLE_PAGE_SIZE) =>
  boundPage(await getJson('/article', ArticlePageSchema, { search, page, pagination: size }, signal), 'articles', size, 'GET /article');

export const fetchArticle = (slug: string) => getJson(`/article/${encodeURIComponent(slug)}`, ArticleDetailSchema);

export const fetchComments = (slug: string) => getJson(`/comment/${encodeURIComponent(slug)}`, z.array(CommentSchema));

export const postComment = (input: CommentInput, control?: SendControl) =>
  sendJson('post', '/comment/store', input, control);
