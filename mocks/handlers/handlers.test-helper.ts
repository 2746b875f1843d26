import { HTTPError } from 'ky';
import { expect } from 'vitest';

/** Asserts that a call to the demo API rejects with ky's HTTPError of the given status. */
export async function expectStatus(promise: Promise<unknown>, status: number): Promise<void> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HTTPError);
  expect((error as HTTPError).response.status).toBe(status);
}
