import { lazyModule } from './lazy-module';

declare const cleaned: unique symbol;

/**
 * An HTML field of the API once sanitized (`sanitizeHtml`, src/lib/sanitize-html.ts): the only
 * HTML the site renders. It is made where the API's answer is read (`richText` in
 * src/api/shared.schemas.ts), so the query cache, the page's prerendered state and the session
 * cache hold nothing else, and a page renders it as it is, with no sanitizer to load first.
 */
export type CleanHtml = string & { readonly [cleaned]: true };

// The sanitizer (DOMPurify) is loaded with the first answer that holds HTML, never upfront.
const sanitizer = lazyModule('src/lib/sanitize-html.ts', () => import('./sanitize-html'));

/** `html` sanitized, or null when nothing is left of it. */
export async function cleanHtml(html: string): Promise<CleanHtml | null> {
  const clean = (await sanitizer.load()).sanitizeHtml(html);
  return clean.trim() ? (clean as CleanHtml) : null;
}
