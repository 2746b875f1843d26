export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export const SCHEMA_ORG = 'https://schema.org';

// Escaping every character HTML gives a meaning keeps the rule simple; U+2028/2029 would end a
// line in a JavaScript string literal.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, escapeChar);
}

export function absoluteWebUrl(value: string | null | undefined, site: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, `${site}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function imageList(values: (string | null | undefined)[], site: string): string[] {
  const urls = values.map((value) => absoluteWebUrl(value, site)).filter((url): url is string => url !== null);
  return [...new Set(urls)];
}

/** Western Indonesia Time: the zone of a date the API gives without one. */
const PROVIDER_ZONE = '+07:00';
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Google asks for datePublished with a zone; a bare date starts at midnight there. Null when unreadable. */
export function isoDateTime(value: string | null | undefined): string | null {
  const match = value?.trim().match(DATE_TIME);
  if (!match) return null;
  const [, date, hoursMinutes = '00:00', seconds = ':00', zone] = match;
  const offset = !zone ? PROVIDER_ZONE : /^z$/i.test(zone) ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const iso = `${date}T${hoursMinutes}${seconds}${offset}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}
