import { Suspense, type ReactNode } from 'react';

/**
 * A part of a screen below its first view. On a prerendered page React leaves a Suspense
 * boundary's HTML as it is in its first pass and hydrates it after the first commit, at a low
 * priority, so the first view answers sooner; a tap on the part before then makes React hydrate
 * it at once, and the tap then takes effect. Rendered in the browser (a visit that did not start
 * on this page), it renders at once: nothing in it suspends (a lazy part keeps its own boundary).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
