import { describe, expect, it } from 'vitest';
import { failureNotes, plainLine, SERVER_MESSAGE_MAX, serverMessage } from './send';

const refused = (message: unknown) => Object.assign(new Error('refused'), { serverMessage: message });

describe("the server's message", () => {
  it('is shown as one plain line: no control, invisible or bidi characters', () => {
    expect(serverMessage(refused('Nama\u202e gnp.exe\u200b\u0007 wajib\n\tdiisi\u2066'))).toBe('Nama gnp.exe wajib diisi');
    expect(serverMessage(refused('<b>Nama</b> wajib diisi'))).toBe('<b>Nama</b> wajib diisi');
  });

  it('is cut at a word to a sane length, with an ellipsis', () => {
    const long = 'kata '.repeat(100);
    const shown = serverMessage(refused(long))!;
    expect(Array.from(shown).length).toBeLessThanOrEqual(SERVER_MESSAGE_MAX);
    expect(shown).toMatch(/^(kata )+kata…$/);
    expect(Array.from(plainLine('x'.repeat(500))).length).toBe(SERVER_MESSAGE_MAX);
  });

  it('is none when missing, not a string, or nothing readable is left', () => {
    expect(serverMessage(new Error('x'))).toBeNull();
    expect(serverMessage(refused(42))).toBeNull();
    expect(serverMessage(refused('\u200b\u200b '))).toBeNull();
    expect(serverMessage(refused('\u3164\u2800\uFFA0'))).toBeNull();
    expect(failureNotes(refused(''))).toEqual([]);
  });
});
