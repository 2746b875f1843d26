import { RequestFailure } from '@/lib/bounded-fetch';
import { isOffline } from '@/lib/connection';

// How a call failed, read without the HTTP client: the router's loaders, the query client's
// retries and the error screens run on every page from its start, while the client (ky) and the
// schemas (zod) load with the page's first call (the queries import the calls: ./*/*.queries.ts).

/** A request the server answered with an error status, as the client reports it (ky's HTTPError). */
export interface RefusedRequest extends Error {
  request: Request;
  response: Response;
}

/**
 * True for the client's HTTPError, told by its name and shape, not by its class, so this module
 * does not load the client (http.dom.test.ts holds a real one against it).
 */
export function isRefused(error: unknown): error is RefusedRequest {
  return error instanceof Error && error.name === 'HTTPError' && 'request' in error && 'response' in error;
}

/** One line for a failed request or answer, for the build's log: method, URL, status or cause. */
export function describeFailure(error: unknown): string {
  if (error instanceof RequestFailure) return error.message;
  if (isRefused(error)) return `${error.request.method} ${error.request.url}: ${error.response.status}`;
  const issues = (error as { issues?: { path?: PropertyKey[]; message?: string }[] } | null)?.issues;
  if (Array.isArray(issues) && issues[0]) {
    const [first] = issues;
    return `the answer does not match its schema (${(first.path ?? []).map(String).join('.') || 'root'}: ${first.message})`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!;
}

/** True for an answer of 404 (Not Found), with its response. */
export function isNotFound(error: unknown): error is RefusedRequest {
  return isRefused(error) && error.response.status === 404;
}

export function httpStatus(error: unknown): number | null {
  return isRefused(error) ? error.response.status : null;
}

/**
 * True when a request failed for want of a connection (the browser is offline, or fetch itself
 * failed), not because the server answered: such a failure says nothing about what was sent.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isRefused(error)) return false;
  // fetch rejects with a TypeError when no answer arrives at all; ky passes it on unchanged.
  if (error instanceof TypeError) return true;
  return isOffline();
}
