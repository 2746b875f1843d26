import { describe, expect, it } from 'vitest';
import { cleanField, stripBidi, stripBidiFields } from './text';

describe('stripBidi', () => {
  it('takes out embeddings, overrides and isolates, and nothing else', () => {
    expect(stripBidi('Admin\u202Egnp.exe')).toBe('Admingnp.exe');
    expect(stripBidi('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069')).toBe('');
    expect(stripBidi('Siti\u2067سارة\u2069 Aminah')).toBe('Sitiسارة Aminah');
    // Marks (LRM, RLM) and joiners do not reorder other text: they stay.
    expect(stripBidi('a\u200Eb\u200Fc\u200Dd')).toBe('a\u200Eb\u200Fc\u200Dd');
    expect(stripBidi('Budi Santoso')).toBe('Budi Santoso');
  });
});

describe('cleanField: a value that shows nothing', () => {
  it('is empty for empty text and text of invisible characters only', () => {
    for (const text of [
      '',
      '   ',
      '\t\n\r',
      '\u00A0\u3000',
      '\u200B\u200B',
      '\u200C\u200D',
      '\u2060',
      '\uFEFF',
      '\u202E',
      '\u2066\u2069',
      '\u00AD',
      '\u3164',
      '\uFFF9\uFFFB',
      ' \u200B\u2060\uFEFF ',
    ]) {
      expect(cleanField(text), JSON.stringify(text)).toBe('');
    }
  });

  it('is not empty as soon as one character shows', () => {
    for (const text of ['a', '\u200Ba\u200B', '0', '.', '👍', 'سارة']) expect(cleanField(text), JSON.stringify(text)).not.toBe('');
  });
});

describe('cleanField', () => {
  it('strips bidi controls and invisible characters at the ends', () => {
    expect(cleanField('\u200B Budi \uFEFF')).toBe('Budi');
    expect(cleanField('\u202EBudi')).toBe('Budi');
    expect(cleanField('\u200B\u200B')).toBe('');
  });

  it('keeps invisible characters inside the text', () => {
    expect(cleanField(' 👨\u200D👩\u200D👧 ')).toBe('👨\u200D👩\u200D👧');
    expect(cleanField('Budi  Santoso')).toBe('Budi  Santoso');
  });
});

describe('stripBidiFields', () => {
  it('strips every text value and leaves files and nulls', () => {
    const file = new Blob(['x']);
    expect(stripBidiFields({ name: 'A\u202Eb', cv: file, note: null })).toEqual({ name: 'Ab', cv: file, note: null });
  });
});
