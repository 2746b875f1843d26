import { describe, expect, it } from 'vitest';
import { comparePaired, hodgesLehmann, signedRankTest, signTest } from './paired.mjs';

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

describe('signedRankTest', () => {
  it('gives the exact two-sided chance of positive ranks adding up at least that far from the middle', () => {
    // All five one way: 2 of the 32 sign patterns are as far out.
    expect(signedRankTest([1, 2, 3, 4, 5])).toBeCloseTo(2 / 32, 10);
    expect(signedRankTest([-1, -2, -3, -4, -5])).toBeCloseTo(2 / 32, 10);
    // The smallest one the other way: positive ranks 14 of 15, and {2,3,4,5} and {1,2,3,4,5} that
    // high, so 4 of 32 on both sides.
    expect(signedRankTest([-1, 2, 3, 4, 5])).toBeCloseTo(4 / 32, 10);
    // The largest one the other way weighs more than a count of rounds says.
    expect(signedRankTest([1, 2, 3, 4, -5])).toBeGreaterThan(signedRankTest([-1, 2, 3, 4, 5]));
  });

  it('leaves out zeros and lets tied sizes share their rank', () => {
    expect(signedRankTest([0, 0])).toBe(1);
    expect(signedRankTest([0, 3, 3, 3])).toBeCloseTo(2 / 8, 10);
    // Three tied sizes, two up and one down: as central as can be.
    expect(signedRankTest([1, 1, -1])).toBe(1);
  });

  it('tells a steady shift of sixty rounds that a sign test alone would miss', () => {
    // 36 of 60 rounds lower, by 100 ms or more; 24 higher, by 10 to 33 ms: the sign test says
    // little, the ranks much more.
    const differences = Array.from({ length: 60 }, (_, round) => (round < 36 ? -(100 + round) : round - 26));
    expect(signTest(36, 60)).toBeGreaterThan(0.1);
    expect(signedRankTest(differences)).toBeLessThan(0.01);
  });
});

describe('hodgesLehmann', () => {
  it("is the median of the differences' pairwise means, each with itself", () => {
    expect(hodgesLehmann([1, 2, 3])).toBe(2);
    // Means −10, −4.5, −4, 1, 1.5, 2: one wild round moves it less than the mean.
    expect(hodgesLehmann([-10, 1, 2])).toBe(-1.5);
    expect(hodgesLehmann([7])).toBe(7);
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
    // Differences −60, −50, +10, −70, −55.
    expect(compared).toEqual({
      first: 500,
      second: 560,
      difference: -55,
      shift: hodgesLehmann([-60, -50, 10, -70, -55]),
      lower: 4,
      higher: 1,
      rounds: 5,
      p: signTest(4, 5),
      pRanks: signedRankTest([-60, -50, 10, -70, -55]),
    });
    expect(compared?.p).toBeCloseTo(0.375, 10);
  });

  it('leaves out a round without both values, and ties from the sign test', () => {
    expect(
      comparePaired([
        [0, 0],
        [Number.NaN, 40],
        [32, 48],
      ]),
    ).toEqual({ first: 16, second: 24, difference: -8, shift: -8, lower: 1, higher: 0, rounds: 2, p: 1, pRanks: 1 });
    expect(comparePaired([[Number.NaN, 1]])).toBeNull();
  });
});
