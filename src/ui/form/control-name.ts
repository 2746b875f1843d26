import { useAfterHydration } from '@/lib/after-hydration';

/** A name only once the app runs, so a submit without it puts no value in the address (docs/decisions/023-forms-without-the-app.md). */
export function useControlName(name: string | undefined): string | undefined {
  return useAfterHydration() ? name : undefined;
}
