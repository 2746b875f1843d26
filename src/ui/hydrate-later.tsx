import { Suspense, type ReactNode } from 'react';

/** Below the first view: React hydrates its HTML after the first commit, at once if it is tapped first. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
