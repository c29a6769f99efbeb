import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { HeaderNavLink } from '../header/index.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { isCurrentLocation } from '../rules/navigation/routes.ts';
import { usePopover } from './usePopover.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './DesktopHeader.css.ts';
import * as menu from './menus.css.ts';

/** Placeholder pill widths of the nav-link skeleton (px). */
const SKELETON_WIDTHS = [72, 96, 64, 88, 80, 60] as const;

export interface DesktopNavLinkProps {
  link: HeaderNavLink;
  currentPath?: string;
  onNavLinkClick?: (href: string) => void;
}

const currentFor = (currentPath: string | undefined, href: string | undefined) =>
  href !== undefined && currentPath !== undefined && isCurrentLocation(currentPath, href) ? ('page' as const) : undefined;

/** One CMS link; its sub-links drop down on hover and on keyboard focus (spec 2.3). */
export function DesktopNavLink({ link, currentPath, onNavLinkClick }: DesktopNavLinkProps) {
  const { open, show, hide, toggle, triggerRef, rootProps } = usePopover<HTMLAnchorElement & HTMLButtonElement, HTMLLIElement>(currentPath);
  const panelId = useId();
  const follow = (href: string | undefined) => {
    if (href !== undefined) onNavLinkClick?.(href);
    hide();
  };
  if (link.subLinks.length === 0) {
    return (
      <li className={css.navItem}>
        <SmartLink
          href={link.href}
          className={css.navTrigger}
          aria-current={currentFor(currentPath, link.href)}
          onClick={() => follow(link.href)}
        >
          {link.label}
        </SmartLink>
      </li>
    );
  }
  const expanded = {
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
  };
  const content = (
    <>
      {link.label}
      <ChevronDown size={14} aria-hidden="true" />
    </>
  );
  return (
    <li
      {...rootProps}
      className={css.navItem}
      onFocus={() => {
        if (!open) show('focus');
      }}
    >
      {link.href !== undefined ? (
        <SmartLink
          ref={triggerRef}
          href={link.href}
          className={css.navTrigger}
          aria-current={currentFor(currentPath, link.href)}
          onClick={() => follow(link.href)}
          {...expanded}
        >
          {content}
        </SmartLink>
      ) : (
        <button ref={triggerRef} type="button" className={css.navTrigger} onClick={() => toggle('click')} {...expanded}>
          {content}
        </button>
      )}
      {open ? (
        <ul id={panelId} className={`${menu.panel()} ${menu.list}`} aria-label={link.label}>
          {link.subLinks.map((sub, index) => (
            <li key={`${sub.label}-${index}`}>
              <SmartLink
                href={sub.href}
                className={menu.item}
                aria-current={currentFor(currentPath, sub.href)}
                onClick={() => follow(sub.href)}
              >
                {sub.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The nav links' loading skeleton (after a retailer change; the app caps it at 3 s). */
export function NavLinksSkeleton() {
  return (
    <Inline as="li" align="center" wrap={false} gap="md" className={css.skeletonRow} aria-hidden="true" data-part="navSkeleton">
      {SKELETON_WIDTHS.map((width) => (
        <Skeleton key={width} width={width} height={20} />
      ))}
    </Inline>
  );
}
