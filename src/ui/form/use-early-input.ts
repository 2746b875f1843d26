import { useEffect, useState, type RefObject } from 'react';
import { useAfterHydration } from '@/lib/after-hydration';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Sets a control's property without React noticing: React keeps its own note of the value it
 * last saw on the element's own property, and fires onChange only when the element's value
 * differs from that note. The prototype's setter changes the element and leaves the note alone.
 */
function setUnnoticed(control: Control, property: 'value' | 'checked', value: string | boolean) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set;
  setter?.call(control, value);
}

/**
 * Fires the change a control's value stands for, as the visitor's input would have: React's note
 * is set back to the rendered value, the visitor's value put back unnoticed, then the event React
 * listens to for that kind of control.
 */
function replay(control: Control, property: 'value' | 'checked', rendered: string | boolean, event: 'input' | 'click') {
  const current = control[property as keyof Control] as string | boolean;
  return () => {
    (control as unknown as Record<string, unknown>)[property] = rendered;
    setUnnoticed(control, property, current);
    control.dispatchEvent(new Event(event, { bubbles: true }));
  };
}

const changeEvent = (control: Control) => () => control.dispatchEvent(new Event('change', { bubbles: true }));

/** The change to replay for a control holding something else than what was rendered, if any. */
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

/**
 * Hands to the form's state whatever the visitor typed, chose or picked in its fields before the
 * app took over a prerendered page. React hydrates a field without touching what is in it but
 * tells nobody: the state still holds the empty value, so the next render would wipe the field
 * and a send would go without it. Each field whose value differs from the rendered one gets the
 * event of that change, so its own onChange runs (with whatever it does to the text). Every value
 * is read before the first event: after an event React may put its field back to the state's
 * value, or render the whole form, before the next one.
 */
export function adoptEarlyInput(form: HTMLFormElement): void {
  const changes = Array.from(form.elements, earlyChange);
  for (const change of changes) change?.();
}

/**
 * Whether this component's first render was the server's or the hydration of its HTML, not one
 * of the app's own renders. Stays what it was at mount.
 */
export function useHydrated(): boolean {
  const hydrating = !useAfterHydration();
  return useState(hydrating)[0];
}

/**
 * For a form a visitor may reach as prerendered HTML: once it has hydrated, what was typed into
 * it before the app started becomes its state (`adoptEarlyInput`). A form the app rendered
 * itself holds nothing the app did not put there.
 */
export function useEarlyInput(formRef: RefObject<HTMLFormElement | null>): void {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && formRef.current) adoptEarlyInput(formRef.current);
  }, [hydrated, formRef]);
}
