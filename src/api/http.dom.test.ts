import { http as mock, HttpResponse } from 'msw';
import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { httpStatus, isNetworkFailure, isNotFound, isRefused } from './failure';
import { createHttp, getJson, xsrfHook } from './http';
import { richText } from './shared.schemas';

const BASE = 'http://api.test/api';

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the HTTP client', () => {
  it('prefixes every contract path with the API base', async () => {
    let seen = '';
    server.use(
      mock.get(`${BASE}/contact`, ({ request }) => {
        seen = request.url;
        return HttpResponse.json({});
      }),
    );
    await createHttp(BASE).get('contact').json();
    expect(seen).toBe('http://api.test/api/contact');
  });

  it('sends the XSRF-TOKEN cookie, decoded, as X-XSRF-TOKEN to the page origin', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc=/+123')}`;
    const headers: (string | null)[] = [];
    const own = `${window.location.origin}/api`;
    server.use(
      mock.all(`${own}/comment/store`, ({ request }) => {
        headers.push(request.headers.get('X-XSRF-TOKEN'));
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await createHttp(own).post('comment/store', { json: {} });
    await createHttp(own).get('comment/store');
    expect(headers).toEqual(['abc=/+123', 'abc=/+123']);
  });

  it('never sends the token to an API on another origin, GETs and POSTs alike', async () => {
    document.cookie = 'XSRF-TOKEN=secret';
    const headers: (string | null)[] = [];
    server.use(
      mock.all(`${BASE}/contact`, ({ request }) => {
        headers.push(request.headers.get('X-XSRF-TOKEN'));
        return HttpResponse.json({});
      }),
    );
    expect(new URL(BASE).origin).not.toBe(window.location.origin);
    await createHttp(BASE).get('contact');
    await createHttp(BASE).post('contact', { json: {} });
    expect(headers).toEqual([null, null]);
  });

  it('compares with the page origin, not the API base', () => {
    document.cookie = 'XSRF-TOKEN=secret';
    const hook = xsrfHook(() => 'https://rawatin.example');
    const foreign = new Request('https://api.rawatin.example/api/contact');
    hook(foreign);
    expect(foreign.headers.has('X-XSRF-TOKEN')).toBe(false);
    const own = new Request('https://rawatin.example/api/contact');
    hook(own);
    expect(own.headers.get('X-XSRF-TOKEN')).toBe('secret');
  });

  it('sends no header when there is no cookie', () => {
    const request = new Request(`${window.location.origin}/api/contact`);
    xsrfHook()(request);
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fails like a network error when a required field is missing', async () => {
    server.use(mock.get(/\/api\/strict$/, () => HttpResponse.json({ other: 1 })));
    await expect(getJson('/strict', z.object({ name: z.string() }))).rejects.toThrow();
  });

  it("hands over an answer's HTML fields sanitized, and one with nothing left as empty", async () => {
    server.use(
      mock.get(/\/api\/rich$/, () =>
        HttpResponse.json({
          body: '<p>Aman<script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></p>',
          onlyScript: '<script>window.hacked = true</script>',
          blank: '  ',
          missing: null,
        }),
      ),
    );
    const schema = z.object({ body: richText, onlyScript: richText, blank: richText, missing: richText, absent: richText });
    await expect(getJson('/rich', schema)).resolves.toEqual({
      body: '<p>Aman<img src="x" alt=""></p>',
      onlyScript: null,
      blank: null,
      missing: null,
      absent: null,
    });
  });
});

describe("reading a failure without the client's classes", () => {
  it("knows the client's own error for an answer with an error status, and its status", async () => {
    server.use(mock.get(`${BASE}/contact`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    const error: unknown = await createHttp(BASE).get('contact').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(isRefused(error)).toBe(true);
    expect(isNotFound(error)).toBe(true);
    expect(httpStatus(error)).toBe(404);
  });

  it('takes no other error for one', async () => {
    server.use(mock.get(`${BASE}/contact`, () => HttpResponse.error()));
    const error: unknown = await createHttp(BASE).get('contact').catch((e: unknown) => e);
    expect(isRefused(error)).toBe(false);
    expect(isRefused(new Error('HTTPError'))).toBe(false);
    expect(httpStatus(error)).toBeNull();
  });
});

describe('isNetworkFailure', () => {
  it('is true when fetch gets no answer at all', async () => {
    server.use(mock.get(`${BASE}/contact`, () => HttpResponse.error()));
    const error: unknown = await createHttp(BASE).get('contact').catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('is false for any HTTP answer, even while the browser reports being offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(mock.get(`${BASE}/contact`, () => HttpResponse.json({}, { status: 503 })));
    const error: unknown = await createHttp(BASE).get('contact').catch((e: unknown) => e);
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('is true for any other failure while the browser is offline, and false online', () => {
    expect(isNetworkFailure(new Error('parse'))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(new Error('parse'))).toBe(true);
  });
});
