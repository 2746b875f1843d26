import { http, HttpResponse } from 'msw';
import { api } from '../api-url';
import { articles, popularArticles, type MockArticle } from '../data/articles';
import { countComments } from '../data/comments';
import { addComment, commentsOf } from '../db';
import { created, jsonBody, matches, notFound, paginate, query, text } from './utils';

export const ARTICLE_DEFAULT_PAGE_SIZE = 8;
const RELATED_COUNT = 3;

const live = (article: MockArticle): MockArticle => ({
  ...article,
  comments_count: countComments(commentsOf(article.article_slug)),
});

const findArticle = (slug: string) => articles.find((article) => article.article_slug === slug);

/** Three other articles, those of the same type first. */
function related(article: MockArticle): MockArticle[] {
  const others = articles.filter((item) => item.article_slug !== article.article_slug);
  const sameType = others.filter((item) => item.article_type === article.article_type);
  const rest = others.filter((item) => item.article_type !== article.article_type);
  return [...sameType, ...rest].slice(0, RELATED_COUNT).map(live);
}

export const articlesHandlers = [
  http.get(api('/article/popular'), () => HttpResponse.json(popularArticles.map(live))),
  http.get(api('/article'), ({ request }) => {
    const params = query(request);
    const found = articles.filter((article) => matches(params.get('search'), article.article_title));
    const { items, meta } = paginate(found, params, ARTICLE_DEFAULT_PAGE_SIZE);
    return HttpResponse.json({ articles: items.map(live), meta });
  }),
  http.get(api('/article/:slug'), ({ params }) => {
    const article = findArticle(String(params.slug));
    if (!article) return notFound('Artikel tidak ditemukan.');
    return HttpResponse.json({ article: live(article), related_article: related(article) });
  }),
  http.get(api('/comment/:slug'), ({ params }) => HttpResponse.json(commentsOf(String(params.slug)))),
  http.post(api('/comment/store'), async ({ request }) => {
    const body = await jsonBody(request);
    const slug = text(body?.slug);
    const name = text(body?.name);
    const comment = text(body?.comment);
    if (!body || !slug || !name || !comment) {
      return HttpResponse.json({ message: 'Nama dan komentar wajib diisi.' }, { status: 400 });
    }
    if (!findArticle(slug)) return notFound('Artikel tidak ditemukan.');
    const rawParent = body.commentId;
    const parentId = typeof rawParent === 'number' || typeof rawParent === 'string' ? rawParent : null;
    if (!addComment({ slug, parentId, name, comment })) return notFound('Komentar tidak ditemukan.');
    return created('Komentar berhasil dikirim.');
  }),
];
