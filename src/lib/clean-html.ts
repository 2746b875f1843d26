import { lazyModule } from './lazy-module';

declare const cleaned: unique symbol;

/** API HTML once sanitized where the answer is read: the only HTML the site renders (docs/decisions/077-api-html-parsed-in-a-removed-frame.md). */
export type CleanHtml = string & { readonly [cleaned]: true };

// The sanitizer (DOMPurify) is loaded with the first answer that holds HTML, never upfront.
const sanitizer = lazyModule('src/lib/sanitize-html.ts', () => import('./sanitize-html'));

export async function cleanHtml(html: string): Promise<CleanHtml | null> {
  const clean = (await sanitizer.load()).sanitizeHtml(html);
  return clean.trim() ? (clean as CleanHtml) : null;
}
