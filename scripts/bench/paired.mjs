// Two builds measured round by round (npm run bench:answer -- --against DIR): how one figure
// compares, from the rounds' pairs of values.
import { median } from './lighthouse-runner.mjs';

/** One figure of two builds over the rounds where both have a value, with the sign and
 * signed-rank tests (docs/benchmarks.md); null when no round has both.
 * @param {[first: number, second: number][]} pairs */
export function comparePaired(pairs) {
  const values = pairs.filter(([first, second]) => Number.isFinite(first) && Number.isFinite(second));
  if (!values.length) return null;
  const differences = values.map(([first, second]) => first - second);
  const lower = differences.filter((difference) => difference < 0).length;
  const higher = differences.filter((difference) => difference > 0).length;
  return {
    first: median(values.map(([first]) => first)),
    second: median(values.map(([, second]) => second)),
    difference: median(differences),
    shift: hodgesLehmann(differences),
    lower,
    higher,
    rounds: values.length,
    p: signTest(lower, lower + higher),
    pRanks: signedRankTest(differences),
  };
}

/** The two-sided p-value of the sign test. @param {number} lower @param {number} n */
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

/** The exact two-sided p-value of Wilcoxon's signed-rank test, counted over doubled ranks, which
 * are whole numbers even with ties.
 * @param {number[]} differences */
export function signedRankTest(differences) {
  const nonZero = differences.filter((difference) => difference !== 0);
  const n = nonZero.length;
  if (n === 0) return 1;
  const sizes = nonZero.map(Math.abs).sort((a, b) => a - b);
  /** @type {Map<number, number>} doubled mean rank of each size */
  const doubledRank = new Map();
  for (let start = 0; start < n; ) {
    let end = start;
    while (end + 1 < n && sizes[end + 1] === sizes[start]) end += 1;
    // Ranks start + 1 … end + 1: their mean, doubled.
    doubledRank.set(/** @type {number} */ (sizes[start]), start + end + 2);
    start = end + 1;
  }
  const ranks = nonZero.map((difference) => /** @type {number} */ (doubledRank.get(Math.abs(difference))));
  const total = ranks.reduce((sum, rank) => sum + rank, 0);
  const positive = nonZero.reduce((sum, difference, index) => sum + (difference > 0 ? /** @type {number} */ (ranks[index]) : 0), 0);
  // ways[s]: the sign patterns whose positive ranks add up to s (doubled).
  let ways = new Float64Array(total + 1);
  ways[0] = 1;
  for (const rank of ranks) {
    const next = new Float64Array(total + 1);
    for (let sum = 0; sum <= total; sum += 1) {
      const count = /** @type {number} */ (ways[sum]);
      if (!count) continue;
      next[sum] = /** @type {number} */ (next[sum]) + count;
      next[sum + rank] = /** @type {number} */ (next[sum + rank]) + count;
    }
    ways = next;
  }
  // As far from the middle as the one observed, on either side.
  const away = Math.abs(positive - total / 2);
  let asFar = 0;
  for (let sum = 0; sum <= total; sum += 1) if (Math.abs(sum - total / 2) >= away - 1e-9) asFar += /** @type {number} */ (ways[sum]);
  return Math.min(1, asFar / 2 ** n);
}

/** The Hodges–Lehmann shift: the median of the pairwise means of the rounds' differences.
 * @param {number[]} differences */
export function hodgesLehmann(differences) {
  /** @type {number[]} */
  const means = [];
  for (let i = 0; i < differences.length; i += 1) {
    for (let j = i; j < differences.length; j += 1) means.push((/** @type {number} */ (differences[i]) + /** @type {number} */ (differences[j])) / 2);
  }
  return median(means);
}

/** @param {string[]} head @param {string[][]} rows each with a cell for each column of head */
export function printTable(head, rows) {
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}

/** @param {number} value */
export function ms(value) {
  return Number.isFinite(value) ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`) : '-';
}

/** Each page's figures for two builds measured in turns, then each figure over all pages' rounds
 * together, where a small change on every page shows.
 * @param {{ first: string; second: string; rounds: number; pages: string[]; figures: string[];
 *   pairsOf: (page: string, figure: string) => [number, number][];
 *   format?: (figure: string, value: number) => string }} comparison */
export function printPaired({ first, second, rounds, pages, figures, pairsOf, format = (_figure, value) => ms(value) }) {
  /** @type {Map<string, [number, number][]>} every page's pairs, by figure */
  const pooled = new Map(figures.map((name) => [name, []]));
  /** @param {number} value */
  const signed = (value) => {
    const rounded = Math.round(value);
    return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${ms(Math.abs(rounded))}`;
  };
  /** @param {string} page @param {string} name @param {[number, number][]} pairs @returns {string[]} */
  const row = (page, name, pairs) => {
    const compared = comparePaired(pairs);
    if (!compared) return [page, name, '-', '-', '-', '-', '-', '-', '-'];
    return [
      page,
      name,
      format(name, compared.first),
      format(name, compared.second),
      signed(compared.difference),
      signed(compared.shift),
      `${compared.lower} of ${compared.rounds}`,
      compared.p.toFixed(2),
      compared.pRanks.toFixed(3),
    ];
  };
  /** @type {string[][]} */
  const rows = [];
  for (const page of pages) {
    for (const name of figures) {
      const pairs = pairsOf(page, name);
      pooled.get(name)?.push(...pairs);
      rows.push(row(page, name, pairs));
    }
  }
  if (pages.length > 1) for (const name of figures) rows.push(row('all pages', name, pooled.get(name) ?? []));
  console.log(`\n${first} against ${second}, in the same ${rounds} round(s), each page's loads on the two builds in turns:`);
  printTable(['page', 'figure', first, second, 'difference', 'shift', `${first} lower`, 'p sign', 'p ranks'], rows);
  console.log(
    `difference: the median of the rounds' differences (${first} minus ${second}); shift: the Hodges–Lehmann estimate\n` +
      `(the median of the differences' pairwise means). p sign: two-sided sign test over the rounds where the two\n` +
      `differ; p ranks: two-sided Wilcoxon signed-rank test, which also weighs how much each round differs. Above\n` +
      `0.05, the difference may well be the machine's noise; "all pages" pools every page's rounds.`,
  );
}
