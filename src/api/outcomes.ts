import type { Mutation } from '@tanstack/react-query';
import { httpStatus } from './failure';

/**
 * An expected answer is an outcome, not a fault, and is never logged:
 * - a read answered 404: no such record (a detail's not-found screen), or no metadata record for
 *   a path (`GET /seo`), which the screen shows as such;
 * - a write answered with a status its mutation names in `meta.outcomes` (the document check's
 *   404 is its 'invalid' verdict).
 * An empty list is an answer too: it fails nothing, so nothing logs it.
 */
export function isExpectedReadFailure(error: unknown): boolean {
  return httpStatus(error) === 404;
}

export function isExpectedWriteFailure(error: unknown, mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'> | undefined): boolean {
  const status = httpStatus(error);
  return status !== null && (mutation?.meta?.outcomes?.includes(status) ?? false);
}

