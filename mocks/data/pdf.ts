// A minimal one-page PDF for the demo's document downloads; printable ASCII only, so byte offsets equal string offsets.

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 56;
const WRAP = 88;

const ascii = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '-');

const escape = (text: string): string => ascii(text).replace(/[\\()]/g, (char) => `\\${char}`);

function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > WRAP) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(title: string, paragraphs: readonly string[]): string {
  const ops = ['BT', `/F2 16 Tf ${MARGIN} ${HEIGHT - 80} Td 20 TL`, `(${escape(title)}) Tj`, '/F1 11 Tf 15 TL'];
  for (const paragraph of paragraphs) {
    ops.push('T*');
    for (const line of wrap(paragraph)) ops.push(`(${escape(line)}) '`);
  }
  ops.push('ET');
  return ops.join('\n');
}

export function buildPdf(title: string, paragraphs: readonly string[]): Uint8Array {
  const stream = contentStream(title, paragraphs);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Rawatin) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  const size = objects.length + 1;
  body += `xref\n0 ${size}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${size} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
