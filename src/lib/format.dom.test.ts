import { describe, expect, it } from 'vitest';
import { formatCompact, formatLongDate, formatNumber, formatRupiah, htmlToText } from './format';
import { whatsappUrl } from './whatsapp';
import { youtubeVideoId } from './youtube';

describe('id-ID formatting', () => {
  it('formats prices with the Rp. prefix and dot grouping', () => {
    expect(formatRupiah(175000)).toBe('Rp. 175.000');
    expect(formatNumber(1250000)).toBe('1.250.000');
  });

  it('formats long Indonesian dates, with "-" for a missing or bad value', () => {
    expect(formatLongDate('2023-08-01')).toBe('1 Agustus 2023');
    expect(formatLongDate('2026-12-31T20:00:00Z')).toBe('1 Januari 2027');
    expect(formatLongDate(null)).toBe('-');
    expect(formatLongDate('bukan tanggal')).toBe('-');
  });

  it('formats view counts in compact notation', () => {
    // Intl puts a no-break space between the figure and its unit, so they never wrap apart.
    expect(formatCompact(1530)).toBe('1,5\u00a0rb');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(null)).toBe('0');
  });

  it('reads the text of an HTML fragment', () => {
    expect(htmlToText('<p>Halo <b>dunia</b></p>\n<p>lagi</p>')).toBe('Halo dunia lagi');
    expect(htmlToText('<p>berlaku.</p><p>Sebelum</p><ul><li>a</li><li>b<br>c</li></ul>')).toBe('berlaku. Sebelum a b c');
  });
});

describe('links', () => {
  it('builds WhatsApp links with encoded text', () => {
    expect(whatsappUrl('Halo Saya ingin konsultasi', '628111')).toBe('https://wa.me/628111?text=Halo%20Saya%20ingin%20konsultasi');
  });

  it('parses YouTube video ids', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=bad')).toBeNull();
    expect(youtubeVideoId('https://vimeo.com/123')).toBeNull();
  });
});
