import { useEffect, useState, type RefObject } from 'react';
import { useAfterHydration } from '@/lib/after-hydration';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The prototype's setter changes the element and leaves React's note of the last value alone. */
function setUnnoticed(control: Control, property: 'value' | 'checked', value: string | boolean) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set;
  setter?.call(control, value);
}

function replay(control: Control, property: 'value' | 'checked', rendered: string | boolean, event: 'input' | 'click') {
  const current = control[property as keyof Control] as string | boolean;
  return () => {
    (control as unknown as Record<string, unknown>)[property] = rendered;
    setUnnoticed(control, property, current);
    control.dispatchEvent(new Event(event, { bubbles: true }));
  };
}

const changeEvent = (control: Control) => () => control.dispatchEvent(new Event('change', { bubbles: true }));

function earlyChange(control: Element): (() => void) | null {
  if (control instanceof HTMLInputElement) {
    // React reads a chosen file on 'change', without a note of its own.
    if (control.type === 'file') return control.files?.length ? changeEvent(control) : null;
    if (control.type === 'radio' || control.type === 'checkbox') {
      // A radio unchecked by choosing another of its group changes with that one.
      const changed = control.checked !== control.defaultChecked && (control.checked || control.type === 'checkbox');
      return changed ? replay(control, 'checked', control.defaultChecked, 'click') : null;
    }
    return control.value !== control.defaultValue ? replay(control, 'value', control.defaultValue, 'input') : null;
  }
  if (control instanceof HTMLTextAreaElement) {
    return control.value !== control.defaultValue ? replay(control, 'value', control.defaultValue, 'input') : null;
  }
  if (control instanceof HTMLSelectElement) {
    // Like a file: 'change', no note.
    const changed = Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
    return changed ? changeEvent(control) : null;
  }
  return null;
}

/** React hydrates a typed field but keeps its state empty: each changed field gets its change event, all read first. */
export function adoptEarlyInput(form: HTMLFormElement): void {
  const changes = Array.from(form.elements, earlyChange);
  for (const change of changes) change?.();
}

/** Stays what it was at mount. */
export function useHydrated(): boolean {
  const hydrating = !useAfterHydration();
  return useState(hydrating)[0];
}

export function useEarlyInput(formRef: RefObject<HTMLFormElement | null>): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && formRef.current) adoptEarlyInput(formRef.current);
  }, [hydrated, formRef]);
}
