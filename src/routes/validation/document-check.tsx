import { useId, useRef, useState, type FormEvent } from 'react';
import { useCheckDocument } from '@/api/documents/documents.mutations';
import { isNetworkFailure } from '@/api/failure';
import { button } from '@/ui/button.css';
import { fieldStyles } from '@/ui/form/field';
import { useFormFallback } from '@/features/form-fallback/form-fallback';
import { useControlName } from '@/ui/form/control-name';
import { useEarlyInput } from '@/ui/form/use-early-input';
import * as styles from './document-check.css';
import { CONNECTION_LOST } from '@/lib/connection';

const PLACEHOLDER = 'Masukkan Kode Invoice / Nomor Surat';

export const invalidText = (code: string) =>
  `Dokumen yang Anda miliki dengan nomor surat ${code} dinyatakan tidak valid.`;

// Only for a 2xx answer without a message: the API may send none.
const validFallback = (code: string) => `Dokumen dengan nomor surat ${code} dinyatakan valid.`;

// Being offline says nothing about the document, so it never gets the invalid verdict.

const ICONS = {
  valid: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  invalid: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
} as const;

function Verdict({ tone, text }: { tone: keyof typeof ICONS; text: string }) {
  return (
    <p className={styles.result({ tone })} data-verdict={tone}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d={ICONS[tone]} fill="currentColor" />
      </svg>
      <span>{text}</span>
    </p>
  );
}

/**
 * One code in, and the server's verdict out: its message when valid, the invalid text otherwise;
 * when no answer could arrive at all, the no-connection text instead of a verdict.
 */
export function DocumentCheck() {
  const [code, setCode] = useState('');
  const check = useCheckDocument();
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const fallback = useFormFallback();
  const offline = check.isError && isNetworkFailure(check.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    // An empty code is never sent, and it clears what the previous check showed.
    if (!trimmed) {
      check.reset();
      return;
    }
    check.mutate(trimmed);
  }

  return (
    <div className={styles.panel}>
      <form ref={formRef} className={styles.form} action={fallback.action} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {PLACEHOLDER}
        </label>
        <input
          id={inputId}
          className={`${fieldStyles.control} ${styles.input}`}
          name={useControlName('code')}
          value={code}
          placeholder={PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="go"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={button({ tone: 'primary', size: 'md' })} disabled={check.isPending}>
          {check.isPending ? 'Loading...' : 'Cek'}
        </button>
      </form>
      {fallback.notice}
      {/* Always mounted, so the verdict is announced when it appears. */}
      <div role="status" aria-live="polite" className={styles.live} data-testid="document-verdict">
        {check.isSuccess ? <Verdict tone="valid" text={check.data || validFallback(check.variables)} /> : null}
        {offline ? <p className={styles.notice}>{CONNECTION_LOST}</p> : null}
        {check.isError && !offline ? <Verdict tone="invalid" text={invalidText(check.variables)} /> : null}
      </div>
    </div>
  );
}
