import { useRef, useState, type FormEvent } from 'react';
import { applyForJob } from '@/api/careers/careers.mutations';
import type { InterviewLocation } from '@/api/careers/careers.schemas';
import { BRAND_NAME } from '@/lib/brand';
import { fieldStyles, RadioGroup, TextArea, TextField } from '@/ui/form/field';
import { FileDrop } from '@/ui/form/file-drop';
import { OutcomeDialog, SendStatus, SubmitButton, type OutcomeMessages } from '@/ui/form/submit-flow';
import { useFormFallback } from '@/features/form-fallback/form-fallback';
import { useEarlyInput } from '@/ui/form/use-early-input';
import { useFormValues } from '@/ui/form/use-form-values';
import { useSubmit } from '@/ui/form/use-submit';
import * as styles from './applicant.css';

const INITIAL = {
  name: '',
  phone_number: '',
  email: '',
  interview_location: 'office' as InterviewLocation,
  description: '',
};

interface Files {
  cv: File | null;
  /** The ID card (KTP). */
  photo_id: File | null;
}
const NO_FILES: Files = { cv: null, photo_id: null };

const LOCATIONS = [
  { value: 'office', label: `Kantor ${BRAND_NAME}` },
  { value: 'online', label: 'Online' },
] as const satisfies readonly { value: InterviewLocation; label: string }[];

const MESSAGES: OutcomeMessages = {
  success: { title: 'Berhasil!', description: 'Lamaran Anda telah berhasil dikirim.' },
  error: { title: 'Gagal!', description: 'Terjadi kesalahan saat mengirim lamaran Anda. Silakan coba lagi.' },
};

export function ApplicantForm({ slug }: { slug: string }) {
  const { values, setValue, reset } = useFormValues(INITIAL);
  const [files, setFiles] = useState(NO_FILES);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const { sending, outcome, error, progress, cancellable, submit, cancel, dismiss } = useSubmit(applyForJob);
  const fallback = useFormFallback();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ ...values, ...files, slug });
  }

  function clear() {
    reset();
    setFiles(NO_FILES);
  }

  return (
    <>
      <form ref={formRef} className={`${fieldStyles.card} ${fieldStyles.form}`} action={fallback.action} onSubmit={onSubmit}>
        <TextField label="Nama" name="name" autoComplete="name" value={values.name} onChange={(v) => setValue('name', v)} />
        <TextField
          label="No Telfon"
          name="phone_number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={values.phone_number}
          onChange={(v) => setValue('phone_number', v.replace(/\D/g, ''))}
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={(v) => setValue('email', v)} />
        <RadioGroup
          label="Lokasi Interview"
          name="interview_location"
          value={values.interview_location}
          options={LOCATIONS}
          onChange={(v) => setValue('interview_location', v)}
        />
        <TextArea
          label="Deskripsikan dirimu"
          name="description"
          rows={5}
          className={fieldStyles.fullRow}
          value={values.description}
          onChange={(v) => setValue('description', v)}
        />
        <FileDrop label="Upload CV" name="cv" file={files.cv} onChange={(cv) => setFiles((f) => ({ ...f, cv }))} />
        <FileDrop label="Upload KTP" name="photo_id" file={files.photo_id} onChange={(photo_id) => setFiles((f) => ({ ...f, photo_id }))} />
        <div className={fieldStyles.submitRow}>
          <SubmitButton ref={submitRef} label="Lamar Sekarang" sending={sending} />
          <SendStatus
            sending={sending}
            uploads
            progress={progress}
            cancellable={cancellable}
            onCancel={cancel}
            returnFocusRef={submitRef}
          />
          <p className={styles.note}>Email dan KTP/CV Anda tidak akan pernah dibagikan kepada pihak lain.</p>
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
