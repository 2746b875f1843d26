// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFiles, documentPdf } from './documents';
import { buildPdf } from './pdf';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('buildPdf', () => {
  it('writes a cross-reference table whose offsets point at their objects', () => {
    const pdf = decode(buildPdf('Judul (uji) \\ satu', ['Paragraf pertama yang cukup panjang '.repeat(6), 'Kedua']));
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(pdf.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
  });

  it('declares the exact length of the content stream and escapes the text', () => {
    const pdf = decode(buildPdf('Judul (uji) \\ satu', ['Isi']));
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(Number(match?.[1])).toBe(match?.[2]?.length);
    expect(pdf).toContain('(Judul \\(uji\\) \\\\ satu) Tj');
  });

  it('matches the files committed under public/demo/docs', () => {
    for (const { file, id } of documentFiles) {
      const committed = readFileSync(new URL(`../../public/demo/docs/${file}`, import.meta.url));
      expect(Buffer.from(documentPdf(id) ?? []).equals(committed)).toBe(true);
    }
  });
});
