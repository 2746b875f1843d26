import { useId } from 'react';
import { SelectField, TextArea, TextField } from '@/ui/form/field';
import { Stack } from '@/ui/stack';
import type { ReservationValues } from './reservation-values';
import * as styles from './reservation.css';

type StringKey = Exclude<keyof ReservationValues, 'service_slug' | 'patient_gender'>;

interface FieldsProps {
  values: ReservationValues;
  setValue: <K extends keyof ReservationValues>(key: K, value: ReservationValues[K]) => void;
}

const GENDERS = [
  { value: 'L', label: 'Laki-Laki' },
  { value: 'P', label: 'Perempuan' },
] as const;

const isGender = (value: string): value is ReservationValues['patient_gender'] =>
  value === '' || GENDERS.some((gender) => gender.value === value);

// The checks run on submit, in order (reservation-values.ts), as dialogs; `required` only marks the fields.
function bind({ values, setValue }: FieldsProps, name: StringKey) {
  return { name, value: values[name], onChange: (value: string) => setValue(name, value) };
}

export function ResponsibleFields(props: FieldsProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap="md" className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Data Penanggung Jawab
      </h2>
      <TextField label="Nama Penanggung Jawab" autoComplete="name" required {...bind(props, 'customer_name')} />
      {/* tel keeps the raw text, so a non-digit can reach the 'only digits' check. */}
      <TextField
        label="No HP Penanggung Jawab"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        {...bind(props, 'phone_number')}
      />
      <TextField label="Email (Opsional)" type="email" autoComplete="email" {...bind(props, 'email')} />
    </Stack>
  );
}

export function PatientFields(props: FieldsProps) {
  const headingId = useId();
  const { values, setValue } = props;
  return (
    <Stack as="section" gap="md" className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Data Pasien
      </h2>
      <TextField label="Nama Pasien" autoComplete="off" required {...bind(props, 'patient_name')} />
      <SelectField
        label="Jenis Kelamin"
        name="patient_gender"
        placeholder="Pilih Disini"
        options={GENDERS}
        required
        value={values.patient_gender}
        onChange={(value) => {
          if (isGender(value)) setValue('patient_gender', value);
        }}
      />
      <TextArea label="Alamat Dirawat" autoComplete="street-address" required {...bind(props, 'address')} />
      <TextArea
        label="Ceritakan Tentang Pasien"
        placeholder="Contoh: Pasien lansia 70 tahun, pasca stroke, butuh perawat harian."
        rows={5}
        required
        {...bind(props, 'patient_condition')}
      />
    </Stack>
  );
}
