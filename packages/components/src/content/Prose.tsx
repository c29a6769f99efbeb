/**
 * CMS rich text (an about page, an article, an FAQ answer), sanitised (SanitizedHtml) and styled as
 * prose. A click on one of its links to our own pages goes through `onNavigate` (the router's
 * navigate), so it is a client navigation instead of a page load; other links behave as links.
 */
import { Suspense, use, type MouseEvent } from 'react';
import type * as SanitizedHtmlModuleType from '../primitives/SanitizedHtml.tsx';
import * as css from './content.css.ts';

type SanitizedHtmlModule = typeof SanitizedHtmlModuleType;

/**
 * The sanitiser (DOMPurify, about 11 kB) is not part of the page's first load: it starts loading as
 * soon as this module is evaluated (with the page's code) and is read synchronously once in. Until
 * then the text suspends: while hydrating, React keeps the server's HTML (which holds the cleaned
 * text) and hydrates it when the module arrives, instead of rendering it empty.
 */
let sanitizer: SanitizedHtmlModule | null = null;
const sanitizerLoading: Promise<SanitizedHtmlModule> = import('../primitives/SanitizedHtml.tsx').then((module) => (sanitizer = module));

function CleanHtml({ html }: { html: string }) {
  const { SanitizedHtml } = sanitizer ?? use(sanitizerLoading);
  return <SanitizedHtml html={html} className={css.prose} />;
}

export interface ProseProps {
  html: string;
  /** Called with a same-site link's path (and the default prevented). */
  onNavigate?: (href: string) => void;
  id?: string;
}

/** The path of a same-site link that a plain left click follows, else null. */
export function internalLinkTarget(
  event: Pick<MouseEvent, 'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): string | null {
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
      {/* While the sanitiser loads on a client navigation: an empty box that says it is loading. */}
      <Suspense fallback={<div className={css.prose} aria-busy="true" data-loading-module="" />}>
        <CleanHtml html={html} />
      </Suspense>
    </div>
  );
}
