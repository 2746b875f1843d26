import { describe, expect, it } from 'vitest';
import {
  fetchArticle,
  fetchArticlePage,
  fetchComments,
  fetchPopularArticles,
  postComment,
} from '@/api/articles/articles.api';
import { expectStatus } from './handlers.test-helper';

const SLUG = 'cara-merawat-lansia-dengan-demensia-di-rumah';

describe('article handlers', () => {
  it('pages twenty articles by eight', async () => {
    const first = await fetchArticlePage('', 1);
    expect(first.articles).toHaveLength(8);
    expect(first.meta.nextPage).toBe(2);
    expect((await fetchArticlePage('', 2)).meta.nextPage).toBe(3);
    const last = await fetchArticlePage('', 3);
    expect(last.articles).toHaveLength(4);
    expect(last.meta.nextPage).toBeNull();
  });

  it('searches titles without case', async () => {
    const { articles, meta } = await fetchArticlePage('LANSIA', 1);
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(articles.every((article) => article.article_title.toLowerCase().includes('lansia'))).toBe(true);
    expect(meta.nextPage).toBeNull();
    expect((await fetchArticlePage('tidak ada judul seperti ini', 1)).articles).toEqual([]);
  });

  it('answers the five most viewed', async () => {
    const popular = await fetchPopularArticles();
    expect(popular).toHaveLength(5);
    expect(popular[0]?.article_priority).toBe(12400);
  });

  it('answers an article with three related ones, and 404 for an unknown slug', async () => {
    const { article, related_article } = await fetchArticle(SLUG);
    // The video the API sends as an <oembed> tag reads as an embedded frame (the app sanitizes HTML as it reads it).
    expect(article.article_description).toContain('<iframe src="https://www.youtube.com/embed/');
    expect(article.article_description).toMatch(/<h2>.*<ul>/);
    expect(article.comments_count).toBe(6);
    expect(related_article).toHaveLength(3);
    expect(related_article.map((item) => item.article_slug)).not.toContain(SLUG);
    await expectStatus(fetchArticle('artikel-tidak-ada'), 404);
  });
});

describe('comment handlers', () => {
  it('answers comments with replies, and an empty list for an article without any', async () => {
    const comments = await fetchComments(SLUG);
    expect(comments).toHaveLength(3);
    expect(comments[0]?.repliesCount).toBe(2);
    expect(comments[0]?.replies[0]?.repliesCount).toBe(0);
    expect(await fetchComments('tips-memilih-kursi-roda-yang-tepat')).toEqual([]);
  });

  it('stores a top-level comment and shows it on the next fetch', async () => {
    const answer = await postComment({ slug: SLUG, commentId: null, name: 'Rina', email: 'rina@example.com', comment: 'Terima kasih infonya' });
    expect(answer).toEqual({ message: expect.any(String) });
    const comments = await fetchComments(SLUG);
    expect(comments).toHaveLength(4);
    expect(comments.at(-1)).toMatchObject({ name: 'Rina', comment: 'Terima kasih infonya', repliesCount: 0, replies: [] });
    expect((await fetchArticle(SLUG)).article.comments_count).toBe(7);
  });

  it('appends a reply to its parent and counts it', async () => {
    const [, second] = await fetchComments(SLUG);
    await postComment({ slug: SLUG, commentId: second?.comment_id ?? null, name: 'Yanti', email: '', comment: 'Baik, terima kasih' });
    const [, updated] = await fetchComments(SLUG);
    expect(updated?.repliesCount).toBe(2);
    expect(updated?.replies.at(-1)).toMatchObject({ name: 'Yanti', comment: 'Baik, terima kasih', repliesCount: 0 });
  });

  it('starts from the fixtures again after each test', async () => {
    expect(await fetchComments(SLUG)).toHaveLength(3);
  });

  it('rejects a comment without a name or text (400), for an unknown article or parent (404)', async () => {
    const base = { slug: SLUG, commentId: null, name: 'Rina', email: '', comment: 'Halo' };
    await expectStatus(postComment({ ...base, name: ' ' }), 400);
    await expectStatus(postComment({ ...base, comment: '' }), 400);
    await expectStatus(postComment({ ...base, slug: 'tidak-ada' }), 404);
    await expectStatus(postComment({ ...base, commentId: 99999 }), 404);
  });
});
