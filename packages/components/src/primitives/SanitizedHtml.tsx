import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml.ts';

export interface SanitizedHtmlProps {
  /** Untrusted HTML from the CMS or the catalogue. */
  html: string | null | undefined;
  as?: 'div' | 'span' | 'p' | 'section';
  className?: string;
  id?: string;
}

/** Renders CMS HTML after `sanitizeHtml`; nothing when the result is empty. */
export function SanitizedHtml({ html, as: Tag = 'div', className, id }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean === '') return null;
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
