import * as z from 'zod/mini';
import { cleanField } from '@/lib/text';

export const COMMENT_LIMITS = { name: 30, email: 30, comment: 200 } as const;

// Each field's first failing check (required, then length or format) is its message; values are cleaned
// first (src/lib/text.ts), so one of invisible characters only gets the empty field's message.
const clean = () => z.overwrite(cleanField);
const required = (message: string) => z.minLength(1, { error: message, abort: true });

export const CommentFormSchema = z.object({
  name: z
    .string()
    .check(
      clean(),
      required('Nama wajib diisi.'),
      z.maxLength(COMMENT_LIMITS.name, 'Nama tidak dapat melebihi 30 karakter.'),
    ),
  email: z
    .string()
    .check(
      clean(),
      required('Email wajib diisi.'),
      z.regex(z.regexes.email, { error: 'Format email tidak valid.', abort: true }),
      z.maxLength(COMMENT_LIMITS.email, 'Email tidak dapat melebihi 30 karakter.'),
    ),
  comment: z
    .string()
    .check(
      clean(),
      required('Komentar wajib diisi.'),
      z.maxLength(COMMENT_LIMITS.comment, 'Komentar tidak dapat melebihi 200 karakter.'),
    ),
});

export type CommentFormValues = z.input<typeof CommentFormSchema>;
export type CommentField = keyof CommentFormValues;
export type CommentFieldErrors = Partial<Record<CommentField, string>>;

export const COMMENT_FIELDS: readonly CommentField[] = ['name', 'email', 'comment'];

export const EMPTY_COMMENT: CommentFormValues = { name: '', email: '', comment: '' };

export type CommentCheck =
  | { success: true; data: z.output<typeof CommentFormSchema> }
  | { success: false; errors: CommentFieldErrors };

export function checkComment(values: CommentFormValues): CommentCheck {
  const result = CommentFormSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: CommentFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CommentField;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
