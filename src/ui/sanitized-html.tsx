import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize';

export { prepareSanitizer } from './sanitize';

export default function SanitizedHtml({ html, className, as: Tag }: { html: string; className: string; as: ElementType }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
