import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-url';
import { articles, popularArticles } from './data/articles';
import { homeFaqs } from './data/faq';
import { promotions } from './data/promotions';
import { answerInThread, server } from './node';

let restore: (() => void) | null = null;

afterEach(() => {
  restore?.();
  restore = null;
  server.resetHandlers();
});

describe("answerInThread: the build's fetch answered by the demo handlers", () => {
  it('answers a GET as the demo API does, without the request leaving the thread', async () => {
    const before = globalThis.fetch;
    restore = answerInThread();
    expect(globalThis.fetch).not.toBe(before);
    const response = await fetch(api('/faq'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(homeFaqs);
    restore();
    restore = null;
    expect(globalThis.fetch).toBe(before);
  });

  it('answers each path from the handler MSW would choose: a fixed path before a parameter, a parameter with its value', async () => {
    restore = answerInThread();
    const popular = await fetch(api('/article/popular'));
    expect((await popular.json()).map((article: { article_slug: string }) => article.article_slug)).toEqual(
      popularArticles.map((article) => article.article_slug),
    );
    const slug = articles[1]!.article_slug;
    const detail = await (await fetch(api(`/article/${slug}?ref=x`))).json();
    expect(detail).toMatchObject({ article: { article_slug: slug } });
    expect((await fetch(api(`/article/${slug}/`))).status).toBe(200);
    expect((await fetch(api('/FAQ'))).status).toBe(200);
  });

  it('answers a handler added later (server.use) before the one it overrides, and a write by its method', async () => {
    restore = answerInThread();
    server.use(http.get(api('/article/:slug'), () => HttpResponse.json({ overridden: true })));
    expect(await (await fetch(api(`/article/${articles[0]!.article_slug}`))).json()).toEqual({ overridden: true });
    const slug = promotions[0]!.slug;
    expect((await fetch(api(`/promotion/update-click/${slug}`), { method: 'PUT' })).status).toBe(200);
    await expect(fetch(api(`/promotion/update-click/${slug}`))).rejects.toThrow(`The demo API has no handler for GET ${api(`/promotion/update-click/${slug}`)}`);
  });

  it('answers 500 for the paths DEMO_FAILING names', async () => {
    vi.stubEnv('DEMO_FAILING', '/faq');
    restore = answerInThread();
    const response = await fetch(api('/faq'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Demo failure' });
  });

  it('refuses a request no handler answers, naming it', async () => {
    restore = answerInThread();
    await expect(fetch('https://elsewhere.example/x')).rejects.toThrow('The demo API has no handler for GET https://elsewhere.example/x');
  });

  it('stops waiting once the signal aborts', async () => {
    restore = answerInThread();
    const controller = new AbortController();
    controller.abort(new Error('gave up'));
    await expect(fetch(api('/faq'), { signal: controller.signal })).rejects.toThrow('gave up');
  });
});
