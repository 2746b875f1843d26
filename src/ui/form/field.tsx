import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Stack } from '../stack';
import { useControlName } from './control-name';
import * as fieldStyles from './field.css';

export { fieldStyles };

interface FieldFrame {
  label: ReactNode;
  name: string;
  value: string;
  /** Receives the new text (not the event). */
  onChange: (value: string) => void;
  /** A line under the control, announced with it. */
  hint?: ReactNode;
  className?: string;
}

type Native<T> = Omit<T, 'name' | 'value' | 'onChange' | 'className' | 'children'>;

function Frame(props: { id: string; label: ReactNode; required?: boolean; hint?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Stack gap="xxs" className={props.className ? `${fieldStyles.field} ${props.className}` : fieldStyles.field}>
      <label htmlFor={props.id} className={fieldStyles.label}>
        {props.label}
        {props.required ? <span className={fieldStyles.required} aria-hidden="true">*</span> : null}
      </label>
      {props.children}
      {props.hint ? <p id={`${props.id}-hint`} className={fieldStyles.hint}>{props.hint}</p> : null}
    </Stack>
  );
}

function useFieldId(id: string | undefined) {
  const generated = useId();
  return id ?? generated;
}

export type TextFieldProps = FieldFrame & Native<InputHTMLAttributes<HTMLInputElement>>;

export function TextField({ label, hint, className, onChange, id, name, type = 'text', ...input }: TextFieldProps) {
  const controlId = useFieldId(id);
  const controlName = useControlName(name);
  return (
    <Frame id={controlId} label={label} required={input.required} hint={hint} className={className}>
      <input
        {...input}
        id={controlId}
        name={controlName}
        type={type}
        className={fieldStyles.control}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}

export type TextAreaProps = FieldFrame & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>;

export function TextArea({ label, hint, className, onChange, id, name, rows = 4, ...textarea }: TextAreaProps) {
  const controlId = useFieldId(id);
  const controlName = useControlName(name);
  return (
    <Frame id={controlId} label={label} required={textarea.required} hint={hint} className={className}>
      <textarea
        {...textarea}
        id={controlId}
        name={controlName}
        rows={rows}
        className={`${fieldStyles.control} ${fieldStyles.textarea}`}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrame &
  Native<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[];
    /** Text of a first, empty option (value ''), e.g. 'Pilih Disini'. */
    placeholder?: string;
  };

/** A labelled native select; with `placeholder`, an empty first option stands for "nothing chosen". */
export function SelectField({ label, hint, className, onChange, id, name, options, placeholder, ...select }: SelectFieldProps) {
  const controlId = useFieldId(id);
  const controlName = useControlName(name);
  return (
    <Frame id={controlId} label={label} required={select.required} hint={hint} className={className}>
      <select
        {...select}
        id={controlId}
        name={controlName}
        className={`${fieldStyles.control} ${fieldStyles.select}`}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export interface RadioGroupProps<T extends string> {
  label: ReactNode;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  className?: string;
}

export function RadioGroup<T extends string>({ label, name, value, onChange, options, className }: RadioGroupProps<T>) {
  const controlName = useControlName(name);
  return (
    <fieldset className={className ? `${fieldStyles.fieldset} ${className}` : fieldStyles.fieldset}>
      <legend className={fieldStyles.legend}>{label}</legend>
      <div className={fieldStyles.radios}>
        {options.map((option) => (
          <label key={option.value} className={fieldStyles.radio}>
            <input
              type="radio"
              className={fieldStyles.radioInput}
              name={controlName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
