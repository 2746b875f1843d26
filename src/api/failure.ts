import { RequestFailure } from '@/lib/bounded-fetch';
import { isOffline } from '@/lib/connection';

// Read without the HTTP client, which loads only with the page's first call (./*/*.queries.ts).

export interface RefusedRequest extends Error {
  request: Request;
  response: Response;
}

/** By name and shape, not class, so this module does not load the client. */
export function isRefused(error: unknown): error is RefusedRequest {
  return error instanceof Error && error.name === 'HTTPError' && 'request' in error && 'response' in error;
}

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

export function isNotFound(error: unknown): error is RefusedRequest {
  return isRefused(error) && error.response.status === 404;
}

export function httpStatus(error: unknown): number | null {
  return isRefused(error) ? error.response.status : null;
}

/** Such a failure says nothing about what was sent. */
export function isNetworkFailure(error: unknown): boolean {
  if (isRefused(error)) return false;
  // fetch rejects with a TypeError when no answer arrives at all; ky passes it on unchanged.
  if (error instanceof TypeError) return true;
  return isOffline();
}
