import { useId, useRef, useState, type FormEvent } from 'react';
import { createComment } from '@/api/articles/articles.mutations';
import type { Comment } from '@/api/articles/articles.schemas';
import { button } from '@/ui/button.css';
import { failureNotes } from '@/lib/send';
import { SendStatus } from '@/ui/form/submit-flow';
import { useFormFallback } from '@/features/form-fallback/form-fallback';
import { useEarlyInput } from '@/ui/form/use-early-input';
import { useSubmit } from '@/ui/form/use-submit';
import { CommentField } from './comment-field';
import { checkComment, COMMENT_FIELDS, EMPTY_COMMENT, type CommentField as Field, type CommentFieldErrors } from './comment-form.schemas';
import * as styles from './comment-form.css';

const SEND_FAILED = 'Gagal mengirim komentar. Silakan coba lagi.';

interface CommentFormProps {
  slug: string;
  /** The parent's comment_id for a reply; null for a top-level comment. */
  parentId: Comment['comment_id'] | null;
  label: string;
  submitLabel: string;
  /** Called once the comment is stored and the list refreshed. */
  onSent?: () => void;
  autoFocus?: boolean;
}

export function CommentForm({ slug, parentId, label, submitLabel, onSent, autoFocus }: CommentFormProps) {
  const id = useId();
  const { sending, outcome, error, cancellable, submit: send, cancel } = useSubmit(createComment);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [values, setValues] = useState(EMPTY_COMMENT);
  const [errors, setErrors] = useState<CommentFieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const fallback = useFormFallback();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkComment(values);
    if (!checked.success) {
      setErrors(checked.errors);
      const first = COMMENT_FIELDS.find((field) => checked.errors[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    send(
      { slug, commentId: parentId, ...checked.data },
      {
        onSuccess: () => {
          setValues(EMPTY_COMMENT);
          onSent?.();
        },
      },
    );
  };

  const field = (name: Field) => ({ id: `${id}-${name}`, name, value: values[name], error: errors[name], onChange: change(name) });

  return (
    <form ref={formRef} className={styles.form} aria-label={label} action={fallback.action} noValidate onSubmit={submit}>
      <CommentField {...field('name')} label="Nama" autoComplete="name" autoFocus={autoFocus} />
      <CommentField {...field('email')} label="Email" type="email" autoComplete="email" />
      <CommentField {...field('comment')} label="Komentar" multiline className={styles.wide} />
      <div className={`${styles.footer} ${styles.wide}`}>
        <p className={styles.hint}>Enter untuk mengirim, Shift + Enter untuk baris baru.</p>
        <button ref={submitRef} type="submit" className={button({ tone: 'primary' })} disabled={sending} aria-busy={sending}>
          {submitLabel}
        </button>
      </div>
      <SendStatus
        sending={sending}
        progress={null}
        cancellable={cancellable}
        onCancel={cancel}
        returnFocusRef={submitRef}
        className={styles.wide}
      />
      {outcome === 'error' ? (
        <p className={`${styles.failure} ${styles.wide}`} role="alert">
          {SEND_FAILED}
          {failureNotes(error).map((note) => (
            <span key={note} className={styles.failureNote}>
              {note}
            </span>
          ))}
        </p>
      ) : null}
      {fallback.notice}
    </form>
  );
}
