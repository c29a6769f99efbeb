import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { HorizontalScroller } from '../../primitives/scroller/HorizontalScroller.tsx';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { isCurrentLocation } from '../../rules/navigation/routes.ts';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { chevron, navItem, navLink, navRoot, navScroller, panel, panelLink, skeletonPill, skeletonRow } from './NavLinks.css.ts';

/** A CMS menu link with its target already resolved by the menuLinkTarget rule (undefined = none). */
export interface HeaderNavLink {
  label: string;
  href: string | undefined;
  subLinks: ReadonlyArray<{ label: string; href: string | undefined }>;
}

export const NAV_LINKS_LABEL = 'Shop links';
const SKELETON_WIDTHS = [64, 88, 72, 96, 60] as const;

export interface NavLinksProps {
  links: readonly HeaderNavLink[];
  look?: HeaderPartLooks['navLinks'];
  /** The retailer changed and new links are on their way: skeleton pills in the same space. */
  loading?: boolean;
  /** The current path (marks the matching link aria-current="page"). */
  currentPath?: string;
  /** Run past the row's padding to the screen edge(s). */
  bleed?: 'both' | 'end' | 'none';
  /** Any navigation-link click (the app records the default-home-page flag, spec 4). */
  onNavLinkClick?: (href: string) => void;
}

/**
 * The horizontally scrolling menu of CMS links (spec 2.3). A link with sub-links is a disclosure
 * button: its panel drops below the strip, and Escape, a click outside or leaving it closes it.
 */
export function NavLinks({ links, look = 'underline', loading = false, currentPath, bleed = 'none', onNavLinkClick }: NavLinksProps) {
  const [open, setOpen] = useState<number | null>(null);
  const rootRef = useRef<HTMLElement | null>(null);
  const triggerRefs = useRef(new Map<number, HTMLButtonElement>());
  const panelId = useId();

  useEffect(() => {
    if (open === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    if (returnFocus && open !== null) triggerRefs.current.get(open)?.focus();
    setOpen(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open !== null && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const follow = (href: string | undefined) => {
    if (href !== undefined) onNavLinkClick?.(href);
    setOpen(null);
  };
  const current = (href: string | undefined) =>
    href !== undefined && currentPath !== undefined && isCurrentLocation(currentPath, href) ? ('page' as const) : undefined;

  if (loading) {
    return (
      <nav className={navRoot({ bleed })} aria-label={NAV_LINKS_LABEL} aria-busy="true" data-part="navLinks">
        <div className={clsx(navScroller({ bleed }), skeletonRow)}>
          {SKELETON_WIDTHS.map((width) => (
            <Skeleton key={width} width={width} height={24} className={skeletonPill} />
          ))}
        </div>
      </nav>
    );
  }
  if (links.length === 0) return null;
  const openLink = open === null ? undefined : links[open];

  return (
    <nav
      ref={rootRef}
      className={navRoot({ bleed })}
      aria-label={NAV_LINKS_LABEL}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-part="navLinks"
    >
      <HorizontalScroller as="ul" label={NAV_LINKS_LABEL} gap={look === 'underline' ? 'md' : 'sm'} className={navScroller({ bleed })}>
        {links.map((link, index) => (
          <li key={`${link.label}-${index}`} className={navItem}>
            {link.subLinks.length > 0 ? (
              <button
                ref={(el) => {
                  if (el) triggerRefs.current.set(index, el);
                  else triggerRefs.current.delete(index);
                }}
                type="button"
                className={navLink({ look })}
                aria-expanded={open === index}
                aria-controls={open === index ? panelId : undefined}
                onClick={() => setOpen(open === index ? null : index)}
              >
                {link.label}
                <span className={chevron} aria-hidden="true">
                  <ChevronDown size={14} />
                </span>
              </button>
            ) : (
              <SmartLink href={link.href} className={navLink({ look })} aria-current={current(link.href)} onClick={() => follow(link.href)}>
                {link.label}
              </SmartLink>
            )}
          </li>
        ))}
      </HorizontalScroller>
      {openLink ? (
        <ul id={panelId} className={panel} aria-label={openLink.label}>
          {[...(openLink.href !== undefined ? [{ label: openLink.label, href: openLink.href }] : []), ...openLink.subLinks].map(
            (sub, index) => (
              <li key={`${sub.label}-${index}`}>
                <SmartLink href={sub.href} className={panelLink} aria-current={current(sub.href)} onClick={() => follow(sub.href)}>
                  {sub.label}
                </SmartLink>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </nav>
  );
}
