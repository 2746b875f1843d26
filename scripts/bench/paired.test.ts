import { describe, expect, it } from 'vitest';
import { comparePaired, signTest } from './paired.mjs';

describe('signTest', () => {
  it('gives the exact two-sided binomial chance of a split at least that uneven', () => {
    // 10 rounds all one way: 2 / 1024.
    expect(signTest(10, 10)).toBeCloseTo(2 / 1024, 10);
    expect(signTest(0, 10)).toBeCloseTo(2 / 1024, 10);
    // 12 of 15: 2 × (1 + 15 + 105 + 455) / 32768.
    expect(signTest(12, 15)).toBeCloseTo((2 * 576) / 32768, 10);
    // An even split, or nothing to split, is no evidence at all.
    expect(signTest(5, 10)).toBe(1);
    expect(signTest(0, 0)).toBe(1);
  });
});

describe('comparePaired', () => {
  it('pairs the rounds: medians, the median difference, the rounds the first was lower, the sign test', () => {
    const compared = comparePaired([
      [500, 560],
      [480, 530],
      [610, 600],
      [470, 540],
      [520, 575],
    ]);
    expect(compared).toEqual({ first: 500, second: 560, difference: -55, lower: 4, higher: 1, rounds: 5, p: signTest(4, 5) });
    expect(compared?.p).toBeCloseTo(0.375, 10);
  });

  it('leaves out a round without both values, and ties from the sign test', () => {
    expect(
      comparePaired([
        [0, 0],
        [Number.NaN, 40],
        [32, 48],
      ]),
    ).toEqual({ first: 16, second: 24, difference: -8, lower: 1, higher: 0, rounds: 2, p: 1 });
    expect(comparePaired([[Number.NaN, 1]])).toBeNull();
  });
});
