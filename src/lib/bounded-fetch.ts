/**
 * A fetch for code that runs unattended (the build's prerender): every request ends within a
 * time limit, and a timeout, a lost connection or a 5xx answer is tried again a bounded number
 * of times with a growing pause, and then rejects with one line (`RequestFailure`). A 4xx is an
 * answer (a 404 above all), never retried, and resolves like any answer. The
 * browser keeps the plain fetch: there the visitor sees the failure and decides.
 */
export interface BoundedFetchOptions {
  /** Milliseconds one attempt may take. */
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  /** The pause before the first retry; each next one is twice as long. */
  backoffMs: number;
  fetch?: typeof fetch;
}

/** What a request that never got a usable answer rejects with: one line, no stack needed. */
export class RequestFailure extends Error {
  override name = 'RequestFailure';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly reason: string,
    readonly attempts: number,
  ) {
    super(`${method} ${url}: ${reason}${attempts > 1 ? ` (${attempts} attempts)` : ''}`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * A signal that aborts after `ms`, for the whole request, body included. Not `AbortSignal.timeout()`:
 * inside `AbortSignal.any()`, Node 20 may collect that signal before it fires (nodejs/node#57736),
 * and an attempt then waited with no limit; the build's renders collect often. Here the timer
 * holds its controller. It does not keep the process alive.
 */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer: unknown = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}

export function boundedFetch({ timeoutMs, retries, backoffMs, fetch: inner }: BoundedFetchOptions): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const attempts = retries + 1;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
      // Resolved at call time, so a test's or the demo API's interception of fetch applies.
      const send = inner ?? globalThis.fetch;
      const signal = AbortSignal.any([timeoutSignal(timeoutMs), ...(request.signal ? [request.signal] : [])]);
      try {
        const response = await send(request.clone(), { signal });
        if (response.status < 500) return response;
        reason = `${response.status}`;
        // Not awaited: some bodies (an intercepted one) never report their cancellation.
        response.body?.cancel().catch(() => undefined);
      } catch (error) {
        if (request.signal?.aborted) throw error;
        reason = signal.aborted ? `no answer within ${timeoutMs} ms` : causeOf(error);
      }
    }
    throw new RequestFailure(request.method, request.url, reason, attempts);
  };
}
