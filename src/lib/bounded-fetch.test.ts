import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { boundedFetch, RequestFailure } from './bounded-fetch';

/** A fetch whose server never answers: it settles only when its signal aborts. */
const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

describe('boundedFetch', () => {
  it('gives up an attempt that gets no answer after its time limit, even when garbage is collected meanwhile', { timeout: 5000 }, async () => {
    // The build renders pages while it waits, and collects garbage often: a time limit held
    // only weakly (AbortSignal.timeout() inside AbortSignal.any()) was collected and never fired.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const timer = setInterval(collect, 5);
    try {
      const request = boundedFetch({ timeoutMs: 100, retries: 1, backoffMs: 1, fetch: neverAnswers })('http://api.test/seo');
      await expect(request).rejects.toThrow(new RequestFailure('GET', 'http://api.test/seo', 'no answer within 100 ms', 2));
    } finally {
      clearInterval(timer);
    }
  });

  it('answers a 4xx at once and tries a 5xx again, then names its status', async () => {
    let calls = 0;
    const status = (code: number): typeof fetch => async () => {
      calls += 1;
      return new Response('{}', { status: code });
    };
    expect((await boundedFetch({ timeoutMs: 100, retries: 2, backoffMs: 1, fetch: status(404) })('http://api.test/seo')).status).toBe(404);
    expect(calls).toBe(1);
    calls = 0;
    await expect(boundedFetch({ timeoutMs: 100, retries: 2, backoffMs: 1, fetch: status(503) })('http://api.test/seo')).rejects.toThrow(
      'GET http://api.test/seo: 503 (3 attempts)',
    );
    expect(calls).toBe(3);
  });

  it('sends a body again with each attempt', async () => {
    const bodies: string[] = [];
    const failing: typeof fetch = async (input, init) => {
      bodies.push(await new Request(input, init).text());
      return new Response('{}', { status: 503 });
    };
    const send = boundedFetch({ timeoutMs: 100, retries: 2, backoffMs: 1, fetch: failing });
    await expect(send('http://api.test/comment/store', { method: 'POST', body: 'name=Sari' })).rejects.toThrow('(3 attempts)');
    expect(bodies).toEqual(['name=Sari', 'name=Sari', 'name=Sari']);
  });
});
