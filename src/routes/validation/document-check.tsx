import { useId, useRef, useState, type FormEvent } from 'react';
import { checkDocumentCode } from '@/api/documents/documents.mutations';
import { isNetworkFailure } from '@/api/failure';
import { button } from '@/ui/button.css';
import { fieldStyles } from '@/ui/form/field';
import { useFormFallback } from '@/features/form-fallback/form-fallback';
import { useControlName } from '@/ui/form/control-name';
import { useEarlyInput } from '@/ui/form/use-early-input';
import { SendStatus } from '@/ui/form/submit-flow';
import { useSubmit } from '@/ui/form/use-submit';
import { isNoAnswer } from '@/lib/send';
import * as styles from './document-check.css';
import { CONNECTION_LOST } from '@/lib/connection';
import { cleanField } from '@/lib/text';

const PLACEHOLDER = 'Masukkan Kode Invoice / Nomor Surat';

export const invalidText = (code: string) =>
  `Dokumen yang Anda miliki dengan nomor surat ${code} dinyatakan tidak valid.`;

// Only for a 2xx answer without a message: the API may send none.
const validFallback = (code: string) => `Dokumen dengan nomor surat ${code} dinyatakan valid.`;

// Offline or no answer says nothing about the document: neither gets the invalid verdict.
const NO_ANSWER = 'Server tidak memberi jawaban, jadi dokumen belum dapat diperiksa. Silakan coba lagi.';

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

/** The server's message when valid, the invalid text otherwise, the no-connection text without an answer. */
export function DocumentCheck() {
  const [code, setCode] = useState('');
  const check = useSubmit(checkDocumentCode);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useEarlyInput(formRef);
  const failed = check.outcome === 'error';
  const unanswered = failed && isNoAnswer(check.error);
  const offline = failed && !unanswered && isNetworkFailure(check.error);
  const fallback = useFormFallback();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = cleanField(code);
    // An empty code (or invisible characters only) is never sent, and clears what the last check showed.
    if (!trimmed) {
      check.dismiss();
      return;
    }
    check.submit(trimmed);
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
        <button ref={submitRef} type="submit" className={button({ tone: 'primary', size: 'md' })} disabled={check.sending}>
          {check.sending ? 'Loading...' : 'Cek'}
        </button>
      </form>
      <SendStatus
        sending={check.sending}
        progress={null}
        cancellable={check.cancellable}
        onCancel={check.cancel}
        returnFocusRef={submitRef}
      />
      {fallback.notice}
      {/* Always mounted, so the verdict is announced when it appears. */}
      <div role="status" aria-live="polite" className={styles.live} data-testid="document-verdict">
        {check.outcome === 'success' ? <Verdict tone="valid" text={check.data || validFallback(check.input ?? '')} /> : null}
        {offline ? <p className={styles.notice}>{CONNECTION_LOST}</p> : null}
        {unanswered ? <p className={styles.notice}>{NO_ANSWER}</p> : null}
        {failed && !offline && !unanswered ? <Verdict tone="invalid" text={invalidText(check.input ?? '')} /> : null}
      </div>
    </div>
  );
}
