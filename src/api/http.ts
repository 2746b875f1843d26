import ky, { HTTPError, type KyInstance, type NormalizedOptions } from 'ky';
import * as z from 'zod/mini';
import { boundedFetch, type BoundedFetchOptions } from '@/lib/bounded-fetch';
import { apiBaseUrl, pageOrigin } from '@/lib/config';
import { NoAnswerError, SEND_SILENCE_LIMIT_MS, type SendControl } from '@/lib/send';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Same-origin only, as axios does: another origin never gets the token, nor a CORS preflight for it. */
export function xsrfHook(ownOrigin: () => string = pageOrigin) {
  return (request: Request) => {
    const token = readCookie(XSRF_COOKIE);
    if (token && new URL(request.url).origin === ownOrigin()) request.headers.set(XSRF_HEADER, token);
  };
}

/** No timeout in the browser and no retries of its own: TanStack Query decides about retries. */
export function createHttp(baseUrl: string = apiBaseUrl(), fetchImpl?: typeof fetch): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    timeout: false,
    retry: 0,
    headers: { Accept: 'application/json' },
    hooks: { beforeRequest: [xsrfHook()] },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

let instance: KyInstance | null = null;
let bounded: typeof fetch | undefined;

const FailureBodySchema = z.object({ message: z.string() });

export function http(): KyInstance {
  instance ??= createHttp(apiBaseUrl(), bounded);
  return instance;
}

/** The build runs unattended: every request gets a time limit and retries (src/lib/bounded-fetch.ts); null restores the plain client. */
export function boundRequests(options: BoundedFetchOptions | null): void {
  bounded = options ? boundedFetch(options) : undefined;
  instance = null;
}

function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

export type SearchParams = Record<string, string | number>;

export async function getJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  searchParams?: SearchParams,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const body: unknown = await http().get(relative(path), { searchParams, signal }).json();
  return (await schema.parseAsync(body)) as z.infer<S>;
}

function silenceWatch(onSilence: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(onSilence, SEND_SILENCE_LIMIT_MS);
  };
  touch();
  return { touch, stop: () => clearTimeout(timer) };
}

/** AbortSignal.any is younger than the browsers served. */
function eitherSignal(own: AbortController, other?: AbortSignal): AbortSignal {
  if (other?.aborted) own.abort(other.reason);
  else other?.addEventListener('abort', () => own.abort(other.reason), { once: true });
  return own.signal;
}

/** The body is small, so the silence limit counts from the start. */
export function sendJson(method: 'post' | 'put', path: string, json?: unknown, control: SendControl = {}): Promise<unknown> {
  return sendWithFetch(method, path, { json }, control);
}

async function sendWithFetch(method: 'post' | 'put', path: string, body: { json?: unknown; body?: FormData }, control: SendControl) {
  const timeout = new AbortController();
  const url = `${apiBaseUrl()}/${relative(path)}`;
  const watch = silenceWatch(() => timeout.abort(new NoAnswerError(method.toUpperCase(), url)));
  const signal = eitherSignal(timeout, control.signal);
  try {
    const response = await http()(relative(path), { method, ...body, signal });
    return await readBody(response);
  } catch (error) {
    throw await withServerMessage(signal.aborted ? signal.reason : error);
  } finally {
    watch.stop();
  }
}

/** Over XMLHttpRequest, as fetch reports no upload progress in Firefox and WebKit; rejects as the JSON client does. */
export function sendForm(path: string, form: FormData, control: SendControl = {}): Promise<unknown> {
  // Outside a browser (Node: tests, scripts) fetch carries it, without progress.
  if (typeof XMLHttpRequest === 'undefined') return sendWithFetch('post', path, { body: form }, control);
  const url = `${apiBaseUrl()}/${relative(path)}`;
  const request = new Request(url, { method: 'POST', headers: { Accept: 'application/json' } });
  xsrfHook()(request);
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      watch.stop();
      control.signal?.removeEventListener('abort', onCancel);
      settle();
    };
    const fail = (error: unknown) => finish(() => void withServerMessage(error).then(reject));
    const watch = silenceWatch(() => {
      fail(new NoAnswerError('POST', url));
      xhr.abort();
    });
    const onCancel = () => {
      fail(control.signal!.reason);
      xhr.abort();
    };
    if (control.signal?.aborted) return onCancel();
    control.signal?.addEventListener('abort', onCancel);

    xhr.open('POST', url);
    xhr.responseType = 'text';
    request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.addEventListener('progress', (event) => {
      watch.touch();
      if (event.lengthComputable) control.onUpload?.({ loaded: event.loaded, total: event.total });
    });
    xhr.upload.addEventListener('load', (event) => {
      watch.touch();
      const total = event.lengthComputable ? event.total : 1;
      control.onUpload?.({ loaded: total, total });
    });
    xhr.addEventListener('readystatechange', () => {
      // The answer has begun: the silence limit is for a send that gets none.
      if (xhr.readyState === XMLHttpRequest.HEADERS_RECEIVED) watch.stop();
    });
    xhr.addEventListener('error', () => fail(new TypeError('Failed to fetch')));
    xhr.addEventListener('load', () => {
      const response = toResponse(xhr);
      if (response.ok) void readBody(response).then((body) => finish(() => resolve(body)), fail);
      else fail(new HTTPError(response, request, {} as NormalizedOptions));
    });
    xhr.send(form);
  });
}

function toResponse(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

/** The refusal's `{ "message" }` is kept as `serverMessage` (src/api/failure.ts), so the body is read once. */
async function withServerMessage(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    const body = await readBody(error.response.clone()).catch(() => null);
    const parsed = FailureBodySchema.safeParse(body);
    if (parsed.success) Object.assign(error, { serverMessage: parsed.data.message });
  }
  return error;
}

export async function getBlob(path: string, searchParams: SearchParams): Promise<Blob> {
  return http().get(relative(path), { searchParams }).blob();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
