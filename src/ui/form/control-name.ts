import { useAfterHydration } from '@/lib/after-hydration';

/**
 * A control's name, only once the app runs: the prerendered HTML has none, so the browser's own
 * submission of a form there (scripts off, blocked or failed, an engine below the floor) carries
 * no value into the address. The app sends from its state; the name serves autofill and lookups
 * (docs/decisions/023-forms-without-the-app.md).
 */
export function useControlName(name: string | undefined): string | undefined {
  return useAfterHydration() ? name : undefined;
}
