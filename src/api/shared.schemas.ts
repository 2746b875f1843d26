import * as z from 'zod/mini';
import { cleanHtml, type CleanHtml } from '@/lib/clean-html';

/**
 * Building blocks that carry the API's reading rules (docs/behaviour.md, section 1):
 * display fields may be null or missing, prices may be numeric strings, extra fields are
 * stripped (z.object strips by default), a missing required field fails the parse.
 */

/** A number that may arrive as a numeric string ("175000", "175000.00"). */
export const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((value) => Number(value)),
);

/** An optional number: null, missing or unreadable becomes null. */
export const optionalNumber = z.pipe(
  z.catch(z.nullish(numeric), null),
  z.transform((value) => value ?? null),
);

/** An optional display text: null, missing or not a string becomes null. */
export const optionalText = z.pipe(
  z.catch(z.nullish(z.string()), null),
  z.transform((value) => value ?? null),
);

/**
 * An optional HTML field (an answer, a description, an article's body): sanitized as the answer
 * is read (src/lib/clean-html.ts), so what the app keeps and renders is never the API's raw HTML.
 * Null, missing, not a string, or nothing left once sanitized becomes null. Its sanitizing is
 * asynchronous (the sanitizer loads with the first one): schemas that hold it parse with
 * `parseAsync`, as `getJson` does.
 */
export const richText = z.pipe(
  optionalText,
  z.transform((html): Promise<CleanHtml | null> | null => (html?.trim() ? cleanHtml(html) : null)),
);

/** An identifier that may be a number or a string. */
export const id = z.union([z.number(), z.string()]);

/** An optional list: null or missing becomes an empty list; a bad item still fails. */
export function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );
}

/** An optional nested record: null or missing becomes null. */
export function optionalRecord<T extends z.ZodMiniType>(record: T) {
  return z.pipe(
    z.nullish(record),
    z.transform((value) => value ?? null),
  );
}

export const MetaSchema = z.object({
  nextPage: z.nullable(z.number()),
});
export type Meta = z.infer<typeof MetaSchema>;

export const SeoSchema = z.object({
  url: optionalText,
  meta_title: optionalText,
  meta_description: optionalText,
  meta_keyword: optionalText,
});
export type Seo = z.infer<typeof SeoSchema>;

export const LinkSchema = z.object({
  title: optionalText,
  link: optionalText,
});
export type Link = z.infer<typeof LinkSchema>;

/** Error bodies of non-2xx answers may carry a message. */
export const ErrorBodySchema = z.object({ message: z.string() });
