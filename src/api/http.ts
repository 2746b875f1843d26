import ky, { type KyInstance } from 'ky';
import type * as z from 'zod/mini';
import { boundedFetch, type BoundedFetchOptions } from '@/lib/bounded-fetch';
import { apiBaseUrl, pageOrigin } from '@/lib/config';

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

/**
 * Copies the XSRF-TOKEN cookie into X-XSRF-TOKEN for requests to the page's own origin only,
 * as axios does: another origin never gets the token, and a cross-origin API is spared a CORS
 * preflight on every call for a header it may not even allow.
 */
export function xsrfHook(ownOrigin: () => string = pageOrigin) {
  return (request: Request) => {
    const token = readCookie(XSRF_COOKIE);
    if (token && new URL(request.url).origin === ownOrigin()) request.headers.set(XSRF_HEADER, token);
  };
}

/**
 * The one HTTP client. JSON, no timeout in the browser (the old client had none), no retries of
 * its own: TanStack Query decides about retries. Like axios, it copies the XSRF-TOKEN cookie into
 * the X-XSRF-TOKEN header, and only for requests to the page's own origin. The build passes a
 * bounded fetch (`boundRequests`).
 */
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

/** The shared instance, created on first use (the base depends on window.location). */
export function http(): KyInstance {
  instance ??= createHttp(apiBaseUrl(), bounded);
  return instance;
}

/**
 * For the build, which runs unattended against an API it does not control: from now on every
 * request has a time limit and retries a timeout, a lost connection or a 5xx (src/lib/bounded-fetch.ts).
 * Null restores the plain client (tests).
 */
export function boundRequests(options: BoundedFetchOptions | null): void {
  bounded = options ? boundedFetch(options) : undefined;
  instance = null;
}

/** API paths are written with a leading slash ('/contact'); ky's prefixUrl wants them without. */
function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

export type SearchParams = Record<string, string | number>;

/** GET a JSON body and parse it; an answer that fails its schema rejects like a network error. */
export async function getJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  searchParams?: SearchParams,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const body: unknown = await http().get(relative(path), { searchParams, signal }).json();
  return (await schema.parseAsync(body)) as z.infer<S>;
}

export async function sendJson(method: 'post' | 'put', path: string, json?: unknown): Promise<unknown> {
  const response = await http()(relative(path), { method, json });
  return readBody(response);
}

export async function sendForm(path: string, form: FormData): Promise<unknown> {
  const response = await http().post(relative(path), { body: form });
  return readBody(response);
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
