/** For the unattended build: a time limit per request; timeouts, lost connections and 5xx retried, never a 4xx. */
export interface BoundedFetchOptions {
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  fetch?: typeof fetch;
}

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

/** Not `AbortSignal.timeout()`: inside `AbortSignal.any()` Node 20 may collect it before it fires (nodejs/node#57736). */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer: unknown = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  (timer as { unref?: () => void }).unref?.();
  return controller.signal;
}

export function boundedFetch({ timeoutMs, retries, backoffMs, fetch: inner }: BoundedFetchOptions): typeof fetch {
  return async (input, init) => {
    // ky passes its Request with an empty init: no copy for that.
    const request = input instanceof Request && Object.keys(init ?? {}).length === 0 ? input : new Request(input, init);
    const attempts = retries + 1;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
      // Resolved at call time, so a test's or the demo API's interception of fetch applies.
      const send = inner ?? globalThis.fetch;
      const signal = AbortSignal.any([timeoutSignal(timeoutMs), ...(request.signal ? [request.signal] : [])]);
      try {
        // A request without a body can be sent again as it is; one with a body is spent by sending.
        const response = await send(request.body ? request.clone() : request, { signal });
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
