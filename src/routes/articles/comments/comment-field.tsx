import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { useControlName } from '@/ui/form/control-name';
import { Stack } from '@/ui/stack';
import * as styles from './comment-form.css';

interface CommentFieldProps {
  id: string;
  /** The form control's name, by which the form finds it to focus it. */
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  autoFocus?: boolean;
  className?: string;
}

/** Enter sends, Shift+Enter makes a new line; an Enter that ends an IME composition only confirms it. */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

export function CommentField({ id, name, label, value, error, onChange, multiline, type = 'text', className, ...rest }: CommentFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: useControlName(name),
    value,
    className: multiline ? `${styles.control} ${styles.textarea}` : styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...rest,
  };
  return (
    <Stack gap="xxs" className={className}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={4} enterKeyHint="send" onKeyDown={submitOnEnter} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </Stack>
  );
}
