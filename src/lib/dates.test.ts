import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasEnded, providerDay, providerDayFromNow } from './dates';

// Instants written in UTC; Jakarta is UTC+7.
const at = (iso: string) => new Date(iso);

describe('hasEnded', () => {
  it('keeps a date-only deadline open through the end of that day in Jakarta', () => {
    expect(hasEnded('2026-06-30', at('2026-06-29T10:00:00Z'))).toBe(false);
    // 30 June, 23:59:59 in Jakarta.
    expect(hasEnded('2026-06-30', at('2026-06-30T16:59:59Z'))).toBe(false);
    // 1 July, 00:00 in Jakarta, still 30 June in UTC and in the Americas.
    expect(hasEnded('2026-06-30', at('2026-06-30T17:00:00Z'))).toBe(true);
    expect(hasEnded('2026-06-30', at('2026-11-23T03:00:00Z'))).toBe(true);
  });

  it('reads the day in Jakarta, not in UTC: early on 1 July in Jakarta is still 30 June in UTC', () => {
    expect(hasEnded('2026-06-30', at('2026-06-30T23:30:00Z'))).toBe(true);
    // 30 June 06:00 in Jakarta is 29 June in UTC: the offer is still open.
    expect(hasEnded('2026-06-30', at('2026-06-29T23:00:00Z'))).toBe(false);
  });

  it('ends a date-time at that instant, in Jakarta time when it names no zone', () => {
    expect(hasEnded('2026-06-30T12:00:00Z', at('2026-06-30T11:59:59Z'))).toBe(false);
    expect(hasEnded('2026-06-30T12:00:00Z', at('2026-06-30T12:00:00Z'))).toBe(true);
    // 12:00 in Jakarta is 05:00 UTC.
    expect(hasEnded('2026-06-30 12:00:00', at('2026-06-30T04:59:00Z'))).toBe(false);
    expect(hasEnded('2026-06-30 12:00:00', at('2026-06-30T05:00:00Z'))).toBe(true);
  });

  it('never ends a missing or unreadable date', () => {
    const later = at('2099-01-01T00:00:00Z');
    for (const value of [null, undefined, '', '  ', 'bukan tanggal', '2026-02-30', '2026-13-01']) {
      expect(hasEnded(value, later)).toBe(false);
    }
  });

  it('ignores spaces around the value', () => {
    expect(hasEnded(' 2026-06-30 ', at('2026-07-01T00:00:00Z'))).toBe(true);
  });

  describe('without an explicit now', () => {
    afterEach(() => vi.useRealTimers());

    it('reads the current time', () => {
      vi.useFakeTimers({ now: at('2026-11-23T05:00:00Z') });
      expect(hasEnded('2026-11-22')).toBe(true);
      expect(hasEnded('2026-11-23')).toBe(false);
    });
  });
});

describe('provider days', () => {
  it('names the Jakarta calendar day', () => {
    expect(providerDay(at('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
    expect(providerDay(at('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
  });

  it('counts days from the Jakarta day, across months and years', () => {
    const now = at('2026-12-20T18:00:00Z'); // 21 December in Jakarta
    expect(providerDayFromNow(0, now)).toBe('2026-12-21');
    expect(providerDayFromNow(11, now)).toBe('2027-01-01');
    expect(providerDayFromNow(-21, now)).toBe('2026-11-30');
  });
});
