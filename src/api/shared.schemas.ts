import * as z from 'zod/mini';
import { cleanHtml, type CleanHtml } from '@/lib/clean-html';

// The API's reading rules (docs/behaviour.md, section 1): display fields may be null or missing,
// prices may be numeric strings, extra fields are stripped, a missing required field fails.

export const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  z.transform((value) => Number(value)),
);

export const optionalNumber = z.pipe(
  z.catch(z.nullish(numeric), null),
  z.transform((value) => value ?? null),
);

export const optionalText = z.pipe(
  z.catch(z.nullish(z.string()), null),
  z.transform((value) => value ?? null),
);

/** Sanitized as the answer is read (src/lib/clean-html.ts); asynchronous, so parse with `parseAsync`. */
export const richText = z.pipe(
  optionalText,
  z.transform((html): Promise<CleanHtml | null> | null => (html?.trim() ? cleanHtml(html) : null)),
);

export const id = z.union([z.number(), z.string()]);

/** A bad item still fails. */
export function list<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );
}

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

export const ErrorBodySchema = z.object({ message: z.string() });
