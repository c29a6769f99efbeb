/**
 * CMS rich text (an about page, an article, an FAQ answer), sanitised (SanitizedHtml) and styled as
 * prose. A click on one of its links to our own pages goes through `onNavigate` (the router's
 * navigate), so it is a client navigation instead of a page load; other links behave as links.
 */
import { lazy, Suspense, type MouseEvent } from 'react';
import * as css from './content.css.ts';

/**
 * The sanitiser (DOMPurify, about 11 kB) loads with the text, not with the page: the server's HTML
 * already holds the cleaned text, which hydration keeps until the module is in (a suspended
 * boundary is hydrated later, not re-rendered empty).
 */
const SanitizedHtml = lazy(() => import('../primitives/SanitizedHtml.tsx').then((module) => ({ default: module.SanitizedHtml })));

export interface ProseProps {
  html: string;
  /** Called with a same-site link's path (and the default prevented). */
  onNavigate?: (href: string) => void;
  id?: string;
}

/** The path of a same-site link that a plain left click follows, else null. */
export function internalLinkTarget(event: Pick<MouseEvent, 'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a[href]');
  if (!anchor || anchor.getAttribute('target')) return null;
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export function Prose({ html, onNavigate, id }: ProseProps) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onNavigate) return;
    const href = internalLinkTarget(event);
    if (href === null) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    // A click handler on the text's box only catches its links' clicks (keyboard Enter on a link
    // is a click too); the box itself is not interactive.
    <div onClick={onClick} id={id}>
      <Suspense fallback={null}>
        <SanitizedHtml html={html} className={css.prose} />
      </Suspense>
    </div>
  );
}
