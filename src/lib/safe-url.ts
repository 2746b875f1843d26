// Any other scheme (javascript:, data:, blob:, …) is refused: a record can never run code.
const SAFE_SCHEMES = new Set(['https:', 'http:', 'tel:', 'mailto:']);

// Edge controls go as the URL parser drops them, so 'java\tscript:' is judged as 'javascript:'.
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** Values come from JSON, so no HTML entity is decoded: 'javascript&colon;' is not a URL at all. */
export function safeUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const url = value.replace(EDGE_CONTROLS, '').replace(TAB_OR_NEWLINE, '');
  if (!url) return null;
  // '//host' and '/\host' leave the origin (browsers read '\' as '/' in web URLs).
  if (url.startsWith('/')) return url[1] === '/' || url[1] === '\\' ? null : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Neither absolute nor a root path: relative to whatever page shows it, so refused.
    return null;
  }
  return SAFE_SCHEMES.has(parsed.protocol) ? url : null;
}

export function isWebUrl(url: string): boolean {
  return /^https?:/i.test(url);
}
