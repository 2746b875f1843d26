import { useId, useRef } from 'react';
import { useEarlyInput } from './form/use-early-input';
import * as styles from './search-box.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Accessible name; the placeholder by default. */
  label?: string;
}

/** The list debounces; words typed before the app started are searched once it has; without it, a GET form. */
export function SearchBox({ value, onChange, placeholder, label = placeholder }: SearchBoxProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  return (
    <form ref={formRef} className={styles.form} role="search" method="get" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
