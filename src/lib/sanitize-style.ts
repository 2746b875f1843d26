// API HTML keeps only how text reads, never where or how large a box is, nor what loads or computes.

const COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\([\w\s.,%/+-]*\)|[a-z]+)$/;
const DECORATION_LINE = /^(?:none|underline|overline|line-through)$/;
const DECORATION_STYLE = /^(?:solid|double|dotted|dashed|wavy)$/;

const oneOf =
  (...words: string[]) =>
  (value: string) =>
    words.includes(value);

/** Every word of the shorthand is a line, a style or a colour keyword/hex. */
const decoration = (value: string) =>
  value
    .split(/\s+/)
    .every((word) => DECORATION_LINE.test(word) || DECORATION_STYLE.test(word) || COLOR.test(word));

const ALLOWED = new Map<string, (value: string) => boolean>([
  ['text-align', oneOf('left', 'right', 'center', 'justify', 'start', 'end')],
  ['color', (value) => COLOR.test(value)],
  ['background-color', (value) => COLOR.test(value)],
  ['font-weight', oneOf('normal', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900')],
  ['font-style', oneOf('normal', 'italic', 'oblique')],
  ['text-decoration', decoration],
  ['text-decoration-line', (value) => value.split(/\s+/).every((word) => DECORATION_LINE.test(word))],
  ['text-decoration-style', (value) => DECORATION_STYLE.test(value)],
  ['text-decoration-color', (value) => COLOR.test(value)],
]);

/** Rebuilt, not copied: a declaration split wrongly can only come out as one of the checked forms. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim().toLowerCase();
    const check = ALLOWED.get(property);
    if (value && check?.(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
