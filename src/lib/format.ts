import { idCompact, idInteger, idLongDate } from './id-format';
import { htmlParser } from './parsing-window';

// Indonesian (id-ID) formatting, written out in id-format.ts.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const NO_VALUE = '-';

/** 175000 -> '175.000' */
export function formatNumber(value: number): string {
  return idInteger(value);
}

/** 175000 -> 'Rp. 175.000' */
export function formatRupiah(value: number): string {
  return `Rp. ${formatNumber(value)}`;
}

/** 1530 -> '1,5 rb' (with a no-break space); null -> '0' */
export function formatCompact(value: number | null | undefined): string {
  return idCompact(value ?? 0);
}

/** '2026-08-01' -> '1 Agustus 2026'; missing or unreadable -> '-' */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return NO_VALUE;
  const trimmed = value.trim();
  const date = new Date(trimmed);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  // A date-only value names a calendar day, read in UTC; a date-time shows Jakarta's clock.
  return idLongDate(date.getTime(), DATE_ONLY.test(trimmed) ? 'UTC' : 'Asia/Jakarta');
}

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|tr|td|th|blockquote|section|article|figure|ul|ol)>|<br\s*\/?>/gi;

export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block boundaries read as spaces: '<p>a.</p><p>b</p>' is 'a. b', not 'a.b'.
  const spaced = html.replace(BLOCK_END, '$& ');
  const doc = htmlParser(spaced).parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** String-only (no DOM), so it runs wherever the page is rendered. */
export function htmlExcerpt(html: string | null | undefined, max = 155): string | null {
  if (!html) return null;
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,.;:]+$/, '')}…`;
}
