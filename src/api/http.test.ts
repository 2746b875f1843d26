import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { createHttp, getJson, xsrfHook } from './http';

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

  it('sends the XSRF-TOKEN cookie, decoded, as X-XSRF-TOKEN to the API origin', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('abc=/+123')}`;
    let header: string | null = null;
    server.use(
      mock.post(`${BASE}/comment/store`, ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await createHttp(BASE).post('comment/store', { json: {} });
    expect(header).toBe('abc=/+123');
  });

  it('never sends the token to another origin', () => {
    document.cookie = 'XSRF-TOKEN=secret';
    const hook = xsrfHook('http://api.test');
    const foreign = new Request('https://elsewhere.example/api/contact');
    hook(foreign);
    expect(foreign.headers.has('X-XSRF-TOKEN')).toBe(false);
    const own = new Request('http://api.test/api/contact');
    hook(own);
    expect(own.headers.get('X-XSRF-TOKEN')).toBe('secret');
  });

  it('sends no header when there is no cookie', () => {
    const request = new Request('http://api.test/api/contact');
    xsrfHook('http://api.test')(request);
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('fails like a network error when a required field is missing', async () => {
    server.use(mock.get(/\/api\/strict$/, () => HttpResponse.json({ other: 1 })));
    await expect(getJson('/strict', z.object({ name: z.string() }))).rejects.toThrow();
  });
});
