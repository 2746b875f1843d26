import { describe, expect, it } from 'vitest';
import { answerText, FAQ_ANSWER_LIMIT, previewAnswer } from './faq-answer';

describe('FAQ answer preview', () => {
  it('keeps an answer of up to 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(FAQ_ANSWER_LIMIT).toBe(150);
    expect(previewAnswer(text)).toEqual({ text, cut: false });
  });

  it("cuts a longer answer at 150 characters and appends '…'", () => {
    const text = `${'b'.repeat(150)}c`;
    expect(previewAnswer(text)).toEqual({ text: `${'b'.repeat(150)}…`, cut: true });
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '🩺'.repeat(151);
    expect(previewAnswer(text)).toEqual({ text: `${'🩺'.repeat(150)}…`, cut: true });
  });

  it('reads the visible text, with a space between blocks', () => {
    expect(answerText('<p>Satu.</p><p>Dua <b>tebal</b>.</p><ul><li>a</li><li>b</li></ul>Tiga<br>empat')).toBe(
      'Satu. Dua tebal. a b Tiga empat',
    );
    expect(answerText(null)).toBe('');
  });
});
