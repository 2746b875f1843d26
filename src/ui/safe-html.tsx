import type { ElementType } from 'react';
import type { CleanHtml } from '@/lib/clean-html';
import * as styles from './safe-html.css';

interface SafeHtmlProps {
  /** An HTML field of the API, sanitized as its answer was read (src/lib/clean-html.ts). */
  html: CleanHtml | null | undefined;
  className?: string;
  /** The wrapping element; a div by default. */
  as?: ElementType;
  /** Shown when the field is empty. */
  fallback?: string;
}

/**
 * The one way API HTML reaches the page. It takes only HTML the sanitizer has made (the type says
 * so), and renders it as it is: nothing to load or run first, so a prerendered page hydrates it
 * like any other element.
 */
export function SafeHtml({ html, className, as: Tag = 'div', fallback }: SafeHtmlProps) {
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (!html) return fallback ? <Tag className={classes}>{fallback}</Tag> : null;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
