// The provider works on Western Indonesia Time: a date-only deadline lasts to the end of that day in Jakarta.

import { calendarDay } from './id-format';

// Jakarta has kept UTC+7 without daylight saving since 1964.
const PROVIDER_OFFSET = '+07:00';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ZONELESS_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The calendar day in Jakarta at `now`, as 'YYYY-MM-DD', which compares as a string like the API's dates. */
export function providerDay(now: Date = new Date()): string {
  const { year, month, day } = calendarDay(now.getTime(), 'Asia/Jakarta');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function providerDayFromNow(days: number, now: Date = new Date()): string {
  const day = new Date(`${providerDay(now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A missing or unreadable value never ends: the offer stays open, as the API still lists it. */
export function hasEnded(value: string | null | undefined, now: Date = new Date()): boolean {
  const trimmed = value?.trim();
  if (!trimmed) return false;
  if (DATE_ONLY.test(trimmed)) {
    // A valid calendar day only: '2026-02-30' is unreadable, not 2 March.
    const day = new Date(`${trimmed}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== trimmed) return false;
    return providerDay(now) > trimmed;
  }
  const end = new Date(ZONELESS_DATE_TIME.test(trimmed) ? `${trimmed.replace(' ', 'T')}${PROVIDER_OFFSET}` : trimmed);
  if (Number.isNaN(end.getTime())) return false;
  return now.getTime() >= end.getTime();
}
