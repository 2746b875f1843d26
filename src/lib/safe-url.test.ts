import { describe, expect, it } from 'vitest';
import { isWebUrl, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps https, http, tel and mailto URLs as given, in any case', () => {
    for (const url of [
      'https://wa.me/6281100000000',
      'http://maps.google.com/?q=Tebet',
      'tel:+622150917788',
      'mailto:halo@rawatin.co.id',
      'HTTPS://www.instagram.com/rawatin.id',
      'Tel:021',
      'MAILTO:halo@rawatin.co.id',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('trims spaces and control characters at either end', () => {
    expect(safeUrl('  https://wa.me/1 \n')).toBe('https://wa.me/1');
    expect(safeUrl('\u0000\u001f tel:021')).toBe('tel:021');
  });

  it('refuses script, data and other schemes, whatever their case or padding', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'jav\r\nascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'blob:https://rawatin.co.id/1',
      'file:///etc/passwd',
      'ftp://example.com/',
      'intent://scan/#Intent;scheme=zxing;end',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    }
  });

  it('reads entities literally, since API values come from JSON', () => {
    expect(safeUrl('javascript&colon;alert(1)')).toBeNull();
    expect(safeUrl('&#106;avascript:alert(1)')).toBeNull();
  });

  it('keeps a same-origin root path, and refuses other relative or protocol-relative URLs', () => {
    expect(safeUrl('/service/perawat')).toBe('/service/perawat');
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('/\\evil.example/x')).toBeNull();
    expect(safeUrl('/\t/evil.example/x')).toBeNull();
    expect(safeUrl('www.instagram.com/rawatin.id')).toBeNull();
    expect(safeUrl('service/perawat')).toBeNull();
    expect(safeUrl('#top')).toBeNull();
  });

  it('returns null for empty or missing values', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(' \t ')).toBeNull();
  });
});

describe('isWebUrl', () => {
  it('tells web pages from links handed to the device', () => {
    expect(isWebUrl('HTTPS://wa.me/1')).toBe(true);
    expect(isWebUrl('http://x.id')).toBe(true);
    expect(isWebUrl('tel:021')).toBe(false);
    expect(isWebUrl('mailto:a@b.id')).toBe(false);
  });
});
