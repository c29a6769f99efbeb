import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { megaMenuContent, megaMenuTabLabels, megaMenuTabs, SHOP_MENU_LABEL, type MegaMenuContext, type MegaMenuTab } from './megaMenu.ts';
import { usePopover } from './usePopover.ts';
import * as css from './DesktopHeader.css.ts';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as menu from './menus.css.ts';

export interface MegaMenuProps {
  context: MegaMenuContext;
  /** The tab shown first. Default 'category'. */
  initialTab?: MegaMenuTab;
  currentPath?: string;
  onNavLinkClick?: (href: string) => void;
}

const LONG_GROUP = 10;

/** Arrow keys, Home and End between the tabs (vertical tab list; left/right work too). */
function nextTab(current: MegaMenuTab, key: string): MegaMenuTab | null {
  const at = megaMenuTabs.indexOf(current);
  const last = megaMenuTabs.length - 1;
  const target = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: last }[key];
  if (target === undefined) return null;
  return megaMenuTabs[(target + megaMenuTabs.length) % megaMenuTabs.length] ?? null;
}

/**
 * The desktop mega-submenu 'Shop' (spec 2.3): a disclosure opening on hover or click, with the
 * tabs of the static table in megaMenu.ts as ARIA tabs (roving focus, automatic activation).
 */
export function MegaMenu({ context, initialTab = 'category', currentPath, onNavLinkClick }: MegaMenuProps) {
  const { open, hide, toggle, triggerRef, rootProps } = usePopover<HTMLButtonElement, HTMLLIElement>(currentPath);
  const [selected, setSelected] = useState<MegaMenuTab>(initialTab);
  const tabRefs = useRef(new Map<MegaMenuTab, HTMLButtonElement>());
  const id = useId();
  const panelId = `${id}-panel`;
  const tabId = (tab: MegaMenuTab) => `${id}-tab-${tab}`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextTab(selected, event.key);
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    tabRefs.current.get(target)?.focus();
  };
  const follow = (href: string) => {
    onNavLinkClick?.(href);
    hide();
  };

  return (
    <li {...rootProps} data-part="shopMenu">
      <button
        ref={triggerRef}
        type="button"
        className={css.navTrigger}
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => toggle('click')}
      >
        {SHOP_MENU_LABEL}
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open ? (
        <div id={`${id}-menu`} className={menu.megaPanel}>
          <Stack role="tablist" aria-label={SHOP_MENU_LABEL} aria-orientation="vertical" className={menu.tabList}>
            {megaMenuTabs.map((tab) => (
              <button
                key={tab}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab, el);
                  else tabRefs.current.delete(tab);
                }}
                id={tabId(tab)}
                type="button"
                role="tab"
                aria-selected={tab === selected}
                aria-controls={panelId}
                tabIndex={tab === selected ? 0 : -1}
                className={menu.tab}
                onClick={() => setSelected(tab)}
                onKeyDown={onTabKeyDown}
              >
                {megaMenuTabLabels[tab]}
              </button>
            ))}
          </Stack>
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className={menu.tabPanel}>
            {megaMenuContent[selected](context).map((group) => (
              <div key={group.heading} className={clsx(group.links.length > LONG_GROUP && menu.wideGroup)}>
                <h3 className={menu.groupTitle}>{group.heading}</h3>
                <ul className={clsx(menu.list, group.links.length > LONG_GROUP && menu.columns)}>
                  {group.links.map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <SmartLink href={link.href} className={menu.item} onClick={() => follow(link.href)}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}
