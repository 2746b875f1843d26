import type { Mutation } from '@tanstack/react-query';
import { httpStatus } from './failure';

/** Never logged: a read answered 404, or a write answered with a status its `meta.outcomes` names. */
export function isExpectedReadFailure(error: unknown): boolean {
  return httpStatus(error) === 404;
}

export function isExpectedWriteFailure(error: unknown, mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'> | undefined): boolean {
  const status = httpStatus(error);
  return status !== null && (mutation?.meta?.outcomes?.includes(status) ?? false);
}
