import { delay, http as mock, HttpResponse } from 'msw';
import { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { apiBaseUrl } from '@/lib/config';
import { failureNotes, isCancelled, isNoAnswer, NO_ANSWER_NOTE, SEND_SILENCE_LIMIT_MS, serverMessage } from '@/lib/send';
import { httpStatus, isRefused } from './failure';
import { sendForm, sendJson } from './http';

const url = (path: string) => `${apiBaseUrl()}${path}`;

function cvForm() {
  const form = new FormData();
  form.append('name', 'Siti');
  form.append('cv', new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }), 'cv.pdf');
  return form;
}

/** A handler that never answers; `arrived()` resolves once the next request reached it. */
function hang(method: 'post', path: string) {
  let arrive: () => void = () => {};
  server.use(
    mock[method](url(path), async () => {
      arrive();
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
  return { arrived: () => new Promise<void>((resolve) => (arrive = resolve)) };
}

afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('a send with files (XMLHttpRequest)', () => {
  it('posts the multipart body to the API base with the JSON client\'s headers, and reads the answer', async () => {
    document.cookie = 'XSRF-TOKEN=tok';
    // jsdom drops file bodies from multipart requests (multipart.test.ts checks them in Node).
    let seen: { accept: string | null; xsrf: string | null; name: unknown } | null = null;
    server.use(
      mock.post(url('/applicant/store'), async ({ request }) => {
        const body = await request.formData();
        seen = { accept: request.headers.get('Accept'), xsrf: request.headers.get('X-XSRF-TOKEN'), name: body.get('name') };
        return HttpResponse.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const progress: { loaded: number; total: number }[] = [];
    await expect(sendForm('/applicant/store', cvForm(), { onUpload: (p) => progress.push(p) })).resolves.toEqual({ message: 'ok' });
    expect(seen, JSON.stringify(seen)).toEqual({ accept: 'application/json', xsrf: 'tok', name: 'Siti' });
    // The last report is the whole body.
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.loaded).toBe(last.total);
  });

  it('rejects an error status with the client\'s HTTPError, carrying the server\'s message', async () => {
    server.use(mock.post(url('/applicant/store'), () => HttpResponse.json({ message: 'Ukuran file maksimal 2 MB' }, { status: 413 })));
    const error = await sendForm('/applicant/store', cvForm()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(isRefused(error)).toBe(true);
    expect(httpStatus(error)).toBe(413);
    expect(serverMessage(error)).toBe('Ukuran file maksimal 2 MB');
    expect(failureNotes(error)).toEqual(['Ukuran file maksimal 2 MB']);
  });

  it('rejects a lost connection with a TypeError, as fetch does', async () => {
    server.use(mock.post(url('/partner/store'), () => HttpResponse.error()));
    const error = await sendForm('/partner/store', cvForm()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('ends on the visitor\'s cancel with an AbortError', async () => {
    const held = hang('post', '/applicant/store');
    const controller = new AbortController();
    const arrived = held.arrived();
    const sent = sendForm('/applicant/store', cvForm(), { signal: controller.signal }).catch((e: unknown) => e);
    await arrived;
    controller.abort();
    const error = await sent;
    expect(isCancelled(error)).toBe(true);
    expect(failureNotes(error)).toEqual([]);
  });

  it('ends as NoAnswerError when no answer comes within the limit after the last byte, not before', async () => {
    const held = hang('post', '/applicant/store');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: unknown = 'pending';
    const arrived = held.arrived();
    void sendForm('/applicant/store', cvForm()).catch((e: unknown) => (settled = e));
    await arrived;
    await vi.advanceTimersByTimeAsync(SEND_SILENCE_LIMIT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isNoAnswer(settled)).toBe(true);
    expect(failureNotes(settled)).toEqual([NO_ANSWER_NOTE]);
  });
});

describe('a JSON send', () => {
  it('keeps the server\'s message of a refused send', async () => {
    server.use(mock.post(url('/reservation/store'), () => HttpResponse.json({ message: 'Layanan tidak tersedia' }, { status: 422 })));
    const error = await sendJson('post', '/reservation/store', {}).catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(422);
    expect(serverMessage(error)).toBe('Layanan tidak tersedia');
  });

  it('has no message to show for an answer without one, or one that is not JSON', async () => {
    server.use(mock.post(url('/comment/store'), () => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502 })));
    const error = await sendJson('post', '/comment/store', {}).catch((e: unknown) => e);
    expect(httpStatus(error)).toBe(502);
    expect(failureNotes(error)).toEqual([]);
  });

  it('ends on a cancel, and as NoAnswerError after the limit without an answer', async () => {
    const held = hang('post', '/comment/store');
    const controller = new AbortController();
    let arrived = held.arrived();
    const cancelled = sendJson('post', '/comment/store', {}, { signal: controller.signal }).catch((e: unknown) => e);
    await arrived;
    controller.abort();
    expect(isCancelled(await cancelled)).toBe(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: unknown = 'pending';
    arrived = held.arrived();
    void sendJson('post', '/comment/store', {}).catch((e: unknown) => (settled = e));
    await arrived;
    await vi.advanceTimersByTimeAsync(SEND_SILENCE_LIMIT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isNoAnswer(settled)).toBe(true);
  });
});
