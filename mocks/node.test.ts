import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-url';
import { homeFaqs } from './data/faq';
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
