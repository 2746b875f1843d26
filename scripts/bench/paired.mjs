// Two builds measured round by round (npm run bench:answer -- --against DIR): how one figure
// compares, from the rounds' pairs of values.
import { median } from './lighthouse-runner.mjs';

/**
 * One figure of two builds over the rounds where both have a value: each build's median, the
 * median of the rounds' differences (the first minus the second), the rounds where the first was
 * lower and higher, and the two-sided sign test over the rounds that differ. Null when no round
 * has both values.
 * @param {[first: number, second: number][]} pairs
 */
export function comparePaired(pairs) {
  const values = pairs.filter(([first, second]) => Number.isFinite(first) && Number.isFinite(second));
  if (!values.length) return null;
  const lower = values.filter(([first, second]) => first < second).length;
  const higher = values.filter(([first, second]) => first > second).length;
  return {
    first: median(values.map(([first]) => first)),
    second: median(values.map(([, second]) => second)),
    difference: median(values.map(([first, second]) => first - second)),
    lower,
    higher,
    rounds: values.length,
    p: signTest(lower, lower + higher),
  };
}

/**
 * The two-sided p-value of the sign test: the chance, were the two builds alike, of a split of
 * `n` rounds at least as uneven as `lower` to `n - lower`.
 * @param {number} lower
 * @param {number} n
 */
export function signTest(lower, n) {
  if (n === 0) return 1;
  const tail = Math.min(lower, n - lower);
  // The number of ways k rounds of n can go one way, for k from 0 to the tail.
  let ways = 1;
  let atMost = 0;
  for (let k = 0; k <= tail; k += 1) {
    atMost += ways;
    ways = (ways * (n - k)) / (k + 1);
  }
  return Math.min(1, (2 * atMost) / 2 ** n);
}
