import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { sendReservation } from '@/api/reservation/reservation.mutations';
import { serviceQueries } from '@/api/services/services.queries';
import { MessageDialog } from '@/ui/dialog/message-dialog';
import { OutcomeDialog, SendStatus, SubmitButton } from '@/ui/form/submit-flow';
import { useFormFallback } from '@/features/form-fallback/form-fallback';
import { useEarlyInput } from '@/ui/form/use-early-input';
import { useFormValues } from '@/ui/form/use-form-values';
import { useSubmit } from '@/ui/form/use-submit';
import { PatientFields, ResponsibleFields } from './reservation-fields';
import {
  checkReservation,
  EMPTY_RESERVATION,
  RESERVATION_DRAFT,
  type ReservationProblem,
} from './reservation-values';
import { ServicePicker } from './service-picker';
import * as styles from './reservation.css';

export function ReservationForm() {
  const { values, setValue, reset } = useFormValues(EMPTY_RESERVATION, { persist: RESERVATION_DRAFT });
  const { sending, outcome, error, cancellable, submit, cancel, dismiss } = useSubmit(sendReservation);
  const [problem, setProblem] = useState<ReservationProblem | null>(null);
  const [sentPhone, setSentPhone] = useState('');
  const pickerLabelId = useId();
  const picks = useQuery(serviceQueries.picks()).data;
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const fallback = useFormFallback();

  function toggleService(slug: string) {
    const chosen = values.service_slug;
    setValue('service_slug', chosen.includes(slug) ? chosen.filter((s) => s !== slug) : [...chosen, slug]);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // A restored draft may name services the picker no longer offers (or could not load).
    const offered = values.service_slug.filter((slug) => picks?.some((pick) => pick.slug === slug));
    const check = checkReservation({ ...values, service_slug: offered });
    if ('problem' in check) {
      setProblem(check.problem);
      return;
    }
    setSentPhone(check.input.phone_number);
    submit(check.input);
  }

  return (
    <>
      <form ref={formRef} className={styles.form} action={fallback.action} noValidate onSubmit={handleSubmit}>
        <h2 id={pickerLabelId} className={styles.heading}>
          Pilih Layanan
        </h2>
        <ServicePicker labelId={pickerLabelId} selected={values.service_slug} onToggle={toggleService} />
        <div className={styles.columns}>
          <ResponsibleFields values={values} setValue={setValue} />
          <PatientFields values={values} setValue={setValue} />
        </div>
        <SubmitButton ref={submitRef} label="Kirim" sending={sending} block />
        <SendStatus sending={sending} progress={null} cancellable={cancellable} onCancel={cancel} returnFocusRef={submitRef} />
        {fallback.notice}
      </form>

      <MessageDialog
        open={problem !== null}
        tone="warning"
        title={problem?.title ?? ''}
        description={problem?.text ?? ''}
        onClose={() => setProblem(null)}
        returnFocusRef={submitRef}
      />
      <OutcomeDialog
        outcome={outcome}
        error={error}
        messages={{
          success: {
            title: 'Reservasi Berhasil Terkirim!',
            description: `Kami akan segera menghubungimu langsung ke nomor ${sentPhone}.`,
          },
          error: { title: 'Gagal!', description: 'Terjadi kesalahan saat mengirim Reservasi Anda. Silakan coba lagi.' },
        }}
        onSuccessClosed={reset}
        onDismiss={dismiss}
        returnFocusRef={submitRef}
      />
    </>
  );
}
