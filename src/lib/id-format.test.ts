import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/test/seeded-random';
import { calendarDay, idCompact, idInteger, idLongDate } from './id-format';

// What the written-out formatting must equal: Intl's own id-ID output.
const integer = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const longDate = (timeZone: string) => new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

// A fixed pseudo-random sequence, so a failure names the same values on every run.
function* numbers(count: number): Generator<number> {
  const next = seededRandom(20261126);
  for (let index = 0; index < count; index += 1) {
    const magnitude = Math.floor(next() * 17) - 3; // 10^-3 … 10^13
    const value = next() * 10 ** magnitude;
    const rounded = [value, Math.round(value), Math.round(value * 10) / 10, Math.round(value * 100) / 100][index % 4]!;
    yield index % 3 === 0 ? -rounded : rounded;
  }
}

// Where rounding moves a number into the next digit or the next unit, and the specials.
const EDGES = [
  0, -0, 1, -1, 0.04, 0.05, -0.04, 0.5, 1.5, 2.5, -2.5, 4.35, 0.49999999999999994, 1.5e-7, 999, 999.4, 999.5, 999.94,
  999.95, 999.96, 1000, 1049, 1050, 1530, 9949, 9950, 9999, 99_949, 99_950, 999_949, 999_950, 1e6, 1_250_000,
  9_999_999, 15e6, 999_950_000, 1e9, 2.5e9, 1e12, 1.5e12, 12_345_678_901_234, 999_950_000_000_000, 1e15, 1e18, 1e21,
  123456789012345680000, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity,
];

describe('id-ID numbers without Intl', () => {
  it('writes whole numbers as Intl does (175000 is 175.000), over edges and 5,000 values', () => {
    for (const value of [...EDGES, ...numbers(5000)]) expect([value, idInteger(value)]).toEqual([value, integer.format(value)]);
  });

  it('writes compact numbers as Intl does (1530 is 1,5 rb; 999950 is 1 jt), over edges and 5,000 values', () => {
    expect(idCompact(1530)).toBe('1,5\u00a0rb');
    for (const value of [...EDGES, ...numbers(5000)]) expect([value, idCompact(value)]).toEqual([value, compact.format(value)]);
  });
});

describe('id-ID dates without Intl', () => {
  // Every 7 hours and 13 minutes from 1964, when Jakarta's clock settled on UTC+7, to 2100.
  const STEP = (7 * 60 + 13) * 60_000;
  const times = function* () {
    for (let time = Date.UTC(1964, 0, 1); time < Date.UTC(2100, 0, 1); time += STEP * 97) yield time;
  };

  it('writes a long date in UTC and in Jakarta as Intl does', () => {
    for (const zone of ['UTC', 'Asia/Jakarta'] as const) {
      const format = longDate(zone);
      for (const time of times()) expect([time, idLongDate(time, zone)]).toEqual([time, format.format(time)]);
    }
    expect(idLongDate(Date.UTC(2026, 7, 1), 'UTC')).toBe('1 Agustus 2026');
  });

  it('takes the Jakarta day from 17:00 UTC', () => {
    expect(calendarDay(Date.parse('2026-12-31T16:59:59Z'), 'Asia/Jakarta')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(calendarDay(Date.parse('2026-12-31T17:00:00Z'), 'Asia/Jakarta')).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('writes years before 1 as Intl does, without an era', () => {
    const format = longDate('UTC');
    for (const year of [-50, 0, 1, 51, 999, 12345]) {
      const date = new Date(0);
      date.setUTCFullYear(year, 0, 1);
      expect(idLongDate(date.getTime(), 'UTC')).toBe(format.format(date));
    }
  });
});
