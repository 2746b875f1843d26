/**
 * Schemes a link from the API may use. javascript:, data:, vbscript:, blob:, file: and the
 * rest are refused, so a compromised or careless record can never run code or open a
 * document built by whoever wrote it.
 */
const SAFE_SCHEMES = new Set(['https:', 'http:', 'tel:', 'mailto:']);

// What a browser's URL parser ignores before reading a scheme
// (https://url.spec.whatwg.org/#concept-basic-url-parser): C0 controls and spaces at either
// end, tabs and newlines anywhere. Stripping them the same way means 'java\tscript:' is
// judged as the 'javascript:' the browser would see.
// eslint-disable-next-line no-control-regex
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * The URL when it is safe to put in an href, else null. Accepts https:, http:, tel: and
 * mailto: in any case, and same-origin paths starting with a single '/'. Values come from
 * JSON, so no HTML entity is decoded: 'javascript&colon;...' is not a URL at all.
 */
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

/** True for an http(s) URL, which opens beside the site rather than handing over to the device. */
export function isWebUrl(url: string): boolean {
  return /^https?:/i.test(url);
}
