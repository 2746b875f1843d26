import { Suspense, type ElementType } from 'react';
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

// The sanitizer (DOMPurify) is loaded with the first HTML field a visitor meets, not upfront, and
// made as soon as its code is in.
const SanitizedHtml = lazyPart('sanitized-html', async () => {
  const module = await import('./sanitized-html');
  module.prepareSanitizer();
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
