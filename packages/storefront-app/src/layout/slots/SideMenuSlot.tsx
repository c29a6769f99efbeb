/**
 * Side menu slot (spec 2.6). Until the SideMenu widget is wired in: a drawer from the left with the
 * CMS main-menu links (menuLinkWidgetCmsData.links, targets from the menuLinkTarget rule).
 * A route change closes it (the layout calls closeMenus).
 */
import { Drawer, menuLinkTarget, SmartLink } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useUiStore } from '../../stores/index.ts';
import type { SlotProps } from './SlotProps.ts';
import * as css from './styles.ts';

export function SideMenuSlot(_props: SlotProps) {
  const { config } = useSite();
  const open = useUiStore((state) => state.sideMenuOpen);
  const setOpen = useUiStore((state) => state.setSideMenuOpen);
  const context = { placement: 'sideMenu' as const, ...config.siteSettings };
  return (
    <Drawer open={open} onClose={() => setOpen(false)} side="left" title="Main Menu">
      <nav aria-label="Main menu">
        <ul {...css.sideMenuList}>
          {config.menuLinkWidgetCmsData.links.map((link, index) => (
            <li key={`${index}-${link.label}`}>
              <SmartLink href={menuLinkTarget(link, context)} {...css.sideMenuLink}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
