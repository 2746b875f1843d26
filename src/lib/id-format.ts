// Indonesian numbers and dates written out instead of asked of `Intl`, as `Intl` gives them for
// `id-ID` (docs/boot.md, "What was removed and what stays").

const GROUP = '.';
const DECIMAL = ',';
const NBSP = '\u00a0';

type Digits = { int: string; frac: string };

function digitsOf(abs: number): Digits {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  let int: string;
  let frac: string;
  if (point <= 0) [int, frac] = ['0', '0'.repeat(-point) + digits];
  else if (point >= digits.length) [int, frac] = [digits + '0'.repeat(point - digits.length), ''];
  else [int, frac] = [digits.slice(0, point), digits.slice(point)];
  return { int: int.replace(/^0+(?=\d)/, ''), frac };
}

function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

function round({ int, frac }: Digits, places: number): Digits {
  let kept = int + frac.slice(0, places);
  if (frac.length > places && frac.charCodeAt(places) >= 53 /* '5' */) kept = increment(kept);
  const intLength = kept.length - Math.min(places, frac.length);
  return { int: kept.slice(0, intLength).replace(/^0+(?=\d)/, ''), frac: kept.slice(intLength).replace(/0+$/, '') };
}

function shift({ int, frac }: Digits, places: number): Digits {
  const padded = int.padStart(places + 1, '0');
  return { int: padded.slice(0, padded.length - places).replace(/^0+(?=\d)/, ''), frac: padded.slice(padded.length - places) + frac };
}

/** '1234567' -> '1.234.567'; with `minimumGrouping` 2, a four-digit number stays whole. */
function group(int: string, minimumGrouping: 1 | 2): string {
  if (int.length < 3 + minimumGrouping) return int;
  return int.replace(/\B(?=(\d{3})+$)/g, GROUP);
}

function join({ int, frac }: Digits, minimumGrouping: 1 | 2): string {
  return group(int, minimumGrouping) + (frac ? DECIMAL + frac : '');
}

function nonFinite(value: number): string | null {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value < 0 ? '-∞' : '∞';
  return null;
}

const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** As `new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)`: 175000 -> '175.000'. */
export function idInteger(value: number): string {
  return nonFinite(value) ?? sign(value) + join(round(digitsOf(Math.abs(value)), 0), 1);
}

// The short compact units of id-ID, from thousands (10^3) up; beyond 10^12 the last one stays.
const COMPACT_UNITS = ['rb', 'jt', 'M', 'T'] as const;

function compactShift(magnitude: number): number {
  if (magnitude < 3) return 0;
  return Math.min(Math.floor(magnitude / 3), COMPACT_UNITS.length) * 3;
}

/** As `Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 })`: 1530 -> '1,5 rb'. */
export function idCompact(value: number): string {
  const special = nonFinite(value);
  if (special) return special;
  const digits = digitsOf(Math.abs(value));
  const magnitude = digits.int === '0' ? -1 : digits.int.length - 1;
  let places = compactShift(magnitude);
  let rounded = round(shift(digits, places), 1);
  // 999.95 rb rounds to 1000 rb, which is written in the next unit: 1 jt.
  if (rounded.int.length - 1 + places > magnitude && compactShift(magnitude + 1) !== places) {
    places = compactShift(magnitude + 1);
    rounded = round(shift(digits, places), 1);
  }
  const unit = places ? `${NBSP}${COMPACT_UNITS[places / 3 - 1]}` : '';
  return sign(value) + join(rounded, 2) + unit;
}

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export function calendarDay(time: number, zone: 'UTC' | 'Asia/Jakarta'): { year: number; month: number; day: number } {
  const shifted = new Date(time + (zone === 'UTC' ? 0 : JAKARTA_OFFSET_MS));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** As `Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone })`. */
export function idLongDate(time: number, zone: 'UTC' | 'Asia/Jakarta'): string {
  const { year, month, day } = calendarDay(time, zone);
  return `${day} ${MONTHS[month - 1]} ${year > 0 ? year : 1 - year}`;
}
