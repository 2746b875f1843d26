/** Indonesian (id-ID) formatting for prices, dates and counts (spec section 9). */

const numberFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const compactFormat = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateOptions = { day: 'numeric', month: 'long', year: 'numeric' } as const;
// A date-only value names a calendar day: read it in UTC so no time zone moves it a day.
const dateOnlyFormat = new Intl.DateTimeFormat('id-ID', { ...dateOptions, timeZone: 'UTC' });
// A date-time is shown as the provider's clock shows it (Western Indonesia Time).
const dateTimeFormat = new Intl.DateTimeFormat('id-ID', { ...dateOptions, timeZone: 'Asia/Jakarta' });

export const NO_VALUE = '-';

/** 175000 -> '175.000' */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 175000 -> 'Rp. 175.000' */
export function formatRupiah(value: number): string {
  return `Rp. ${formatNumber(value)}`;
}

/** 1530 -> '1,5 rb' (with a no-break space); null -> '0' */
export function formatCompact(value: number | null | undefined): string {
  return compactFormat.format(value ?? 0);
}

/** '2026-08-01' -> '1 Agustus 2026'; missing or unreadable -> '-' */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return NO_VALUE;
  const trimmed = value.trim();
  const date = new Date(trimmed);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return (DATE_ONLY.test(trimmed) ? dateOnlyFormat : dateTimeFormat).format(date);
}

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|tr|td|th|blockquote|section|article|figure|ul|ol)>|<br\s*\/?>/gi;

/** Visible text of an HTML fragment, for truncation and plain-text previews. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block boundaries read as spaces: '<p>a.</p><p>b</p>' is 'a. b', not 'a.b'.
  const spaced = html.replace(BLOCK_END, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
