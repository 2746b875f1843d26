import type { ElementType } from 'react';
import type { CleanHtml } from '@/lib/clean-html';
import * as styles from './safe-html.css';

interface SafeHtmlProps {
  /** An HTML field of the API, sanitized as its answer was read (src/lib/clean-html.ts). */
  html: CleanHtml | null | undefined;
  className?: string;
  as?: ElementType;
  fallback?: string;
}

/** The one way API HTML reaches the page: only sanitizer output (the type says so), rendered as it is. */
export function SafeHtml({ html, className, as: Tag = 'div', fallback }: SafeHtmlProps) {
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (!html) return fallback ? <Tag className={classes}>{fallback}</Tag> : null;
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
