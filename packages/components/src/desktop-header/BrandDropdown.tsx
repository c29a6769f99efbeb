import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import type { BrandDropdownData } from './brandDropdown.ts';
import { usePopover } from './usePopover.ts';
import * as css from './DesktopHeader.css.ts';
import * as menu from './menus.css.ts';

export interface BrandDropdownProps {
  data: BrandDropdownData;
  currentPath?: string;
  onNavLinkClick?: (href: string) => void;
}

/**
 * The nav bar's brand label (spec 2.3): a disclosure button opening, on hover or click, the
 * sponsored brands (or brands) and 'Show all {brand label}' to /sponsored-brand.
 */
export function BrandDropdown({ data, currentPath, onNavLinkClick }: BrandDropdownProps) {
  const { open, hide, toggle, triggerRef, rootProps } = usePopover<HTMLButtonElement, HTMLLIElement>(currentPath);
  const panelId = useId();
  const follow = (href: string) => {
    onNavLinkClick?.(href);
    hide();
  };
  return (
    <li {...rootProps} className={css.navItem} data-part="brandLabel">
      <button
        ref={triggerRef}
        type="button"
        className={css.navTrigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => toggle('click')}
      >
        {data.label}
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId} className={menu.panel()}>
          <ul className={menu.list} aria-label={data.label}>
            {data.brands.map((brand) => (
              <li key={brand.id}>
                <SmartLink href={brand.href} className={menu.item} onClick={() => follow(brand.href)}>
                  {brand.image !== undefined ? <img className={menu.brandLogo} src={brand.image} alt="" width={28} height={28} /> : null}
                  {brand.name}
                </SmartLink>
              </li>
            ))}
          </ul>
          <hr className={menu.divider} />
          <SmartLink href={data.showAll.href} className={menu.itemStrong} onClick={() => follow(data.showAll.href)}>
            {data.showAll.label}
          </SmartLink>
        </div>
      ) : null}
    </li>
  );
}
