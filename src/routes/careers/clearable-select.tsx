import { useId, useRef } from 'react';
import type { FilterOption } from '@/api/careers/careers.schemas';
import { fieldStyles } from '@/ui/form/field';
import * as styles from './career-list.css';

interface ClearableSelectProps {
  /** Names the select and reads as its empty choice. */
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

export function ClearableSelect({ label, value, options, onChange }: ClearableSelectProps) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        className={`${fieldStyles.control} ${fieldStyles.select} ${styles.filterSelect}`}
        data-empty={!value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {value ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={`Hapus filter ${label}`}
          onClick={() => {
            onChange('');
            // The button goes away with the value: keep the keyboard where the visitor was.
            selectRef.current?.focus();
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
