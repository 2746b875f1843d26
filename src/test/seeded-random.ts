/**
 * A fixed pseudo-random sequence in [0, 1) for generated test inputs: the same seed gives the
 * same values on every run, so a failure names the same input again.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
