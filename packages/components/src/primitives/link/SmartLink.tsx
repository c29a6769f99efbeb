import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { safeHref } from '../../rules/navigation/index.ts';
import { VisuallyHidden } from '../VisuallyHidden.tsx';
import { useRenderLink } from './LinkAdapter.tsx';

export type LinkKind = 'internal' | 'external' | 'plain' | 'blocked';

/**
 * How SmartLink treats an href: a site path goes through the router adapter, an absolute http(s)
 * URL opens in a new tab, anchors / mailto: / tel: stay plain anchors, and anything `safeHref`
 * refuses (javascript:, data:, '//host', blanks…) never becomes a link.
 */
export function linkKind(href: unknown): { kind: LinkKind; href: string | null } {
  const safe = safeHref(href, null);
  if (safe === null) return { kind: 'blocked', href: null };
  if (safe.startsWith('/')) return { kind: 'internal', href: safe };
  if (/^https?:/i.test(safe)) return { kind: 'external', href: safe };
  return { kind: 'plain', href: safe };
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** Any href, typically from the CMS. It is checked with the navigation rules' `safeHref`. */
  href: string | null | undefined;
  children?: ReactNode;
  /**
   * Where an unsafe href goes instead (e.g. '/' for the spec's "invalid → home" rule). Without it,
   * an unsafe link renders its content as plain text.
   */
  fallbackHref?: string;
  /** Override the automatic new tab for absolute URLs. */
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function SmartLink({ href, fallbackHref, newTab, children, className, ...props }: SmartLinkProps) {
  const renderLink = useRenderLink();
  let { kind, href: target } = linkKind(href);
  if (kind === 'blocked' && fallbackHref !== undefined) ({ kind, href: target } = linkKind(fallbackHref));

  if (kind === 'blocked' || target === null) {
    // Keep the text (and styling) so the layout does not change, but nothing can navigate.
    return (
      <span className={className} data-blocked-link="" id={props.id} aria-label={props['aria-label']}>
        {children}
      </span>
    );
  }
  const opensNewTab = newTab ?? kind === 'external';
  const tabProps = opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = opensNewTab ? (
    <>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  ) : (
    children
  );
  if (kind === 'internal' && !opensNewTab) return renderLink({ href: target, className, children: content, ...props });
  return (
    <a href={target} className={className} {...tabProps} {...props}>
      {content}
    </a>
  );
}
