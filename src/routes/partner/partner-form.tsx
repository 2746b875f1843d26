import { useRef, useState, type FormEvent } from 'react';
import { proposePartnership } from '@/api/partner/partner.mutations';
import { fieldStyles, TextArea, TextField } from '@/ui/form/field';
import { FileDrop } from '@/ui/form/file-drop';
import { OutcomeDialog, SendStatus, SubmitButton, type OutcomeMessages } from '@/ui/form/submit-flow';
import { useFormFallback } from '@/features/form-fallback/form-fallback';
import { useEarlyInput } from '@/ui/form/use-early-input';
import { useFormValues } from '@/ui/form/use-form-values';
import { useSubmit } from '@/ui/form/use-submit';

const INITIAL = { purpose: '', corporate: '', email: '', description: '' };

interface Files {
  corporate_profile: File | null;
  proposal: File | null;
}
const NO_FILES: Files = { corporate_profile: null, proposal: null };

const MESSAGES: OutcomeMessages = {
  success: { title: 'Berhasil!', description: 'Penawaran anda telah berhasil dikirim.' },
  error: { title: 'Gagal!', description: 'Terjadi kesalahan saat mengirim Penawaran Anda. Silakan coba lagi.' },
};

export function PartnerForm() {
  const { values, setValue, reset } = useFormValues(INITIAL);
  const [files, setFiles] = useState(NO_FILES);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const { sending, outcome, error, progress, cancellable, submit, cancel, dismiss } = useSubmit(proposePartnership);
  const fallback = useFormFallback();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ ...values, ...files });
  }

  function clear() {
    reset();
    setFiles(NO_FILES);
  }

  return (
    <>
      <form ref={formRef} className={`${fieldStyles.card} ${fieldStyles.form}`} action={fallback.action} onSubmit={onSubmit}>
        <TextField
          label="Tujuan Kerja Sama"
          name="purpose"
          className={fieldStyles.fullRow}
          value={values.purpose}
          onChange={(v) => setValue('purpose', v)}
        />
        <TextField
          label="Nama"
          name="corporate"
          autoComplete="organization"
          value={values.corporate}
          onChange={(v) => setValue('corporate', v)}
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={(v) => setValue('email', v)} />
        <TextArea
          label="Deskripsikan Penawaran Kerja"
          name="description"
          rows={5}
          className={fieldStyles.fullRow}
          value={values.description}
          onChange={(v) => setValue('description', v)}
        />
        <FileDrop
          label="Upload Company Profile"
          name="corporate_profile"
          file={files.corporate_profile}
          onChange={(corporate_profile) => setFiles((f) => ({ ...f, corporate_profile }))}
        />
        <FileDrop label="Upload Proposal" name="proposal" file={files.proposal} onChange={(proposal) => setFiles((f) => ({ ...f, proposal }))} />
        <div className={fieldStyles.submitRow}>
          <SubmitButton ref={submitRef} label="Kirim Penawaran" sending={sending} />
          <SendStatus
            sending={sending}
            uploads
            progress={progress}
            cancellable={cancellable}
            onCancel={cancel}
            returnFocusRef={submitRef}
          />
        </div>
        {fallback.notice}
      </form>
      <OutcomeDialog
        outcome={outcome}
        error={error}
        messages={MESSAGES} onSuccessClosed={clear} onDismiss={dismiss} returnFocusRef={submitRef} />
    </>
  );
}
