import { Suspense, type ElementType } from 'react';
import { nextTask } from '@/lib/next-task';
import * as styles from './safe-html.css';
import { lazyPart } from '@/lib/lazy-part';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** The wrapping element; a div by default. */
  as?: ElementType;
  /** Shown when the field is empty. */
  fallback?: string;
}

// The sanitizer (DOMPurify) is loaded with the first HTML field a visitor meets, not upfront.
// Its code, the sanitizer itself and the first render each get a task of their own: on a
// prerendered page they come while it hydrates, and together they blocked input for a while.
const SanitizedHtml = lazyPart('src/ui/sanitized-html.tsx', async () => {
  const module = await import('./sanitized-html');
  await nextTask();
  module.prepareSanitizer();
  await nextTask();
  return module;
});

/** The one way API HTML reaches the page: sanitized first (see sanitize.ts). */
export function SafeHtml({ html, className, as = 'div', fallback }: SafeHtmlProps) {
  const Tag = as;
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (!html?.trim()) return fallback ? <Tag className={classes}>{fallback}</Tag> : null;
  return (
    <Suspense fallback={<Tag className={classes} aria-busy="true" />}>
      <SanitizedHtml html={html} className={classes} as={Tag} />
    </Suspense>
  );
}
