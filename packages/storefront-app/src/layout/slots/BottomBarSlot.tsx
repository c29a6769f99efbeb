/**
 * Mobile bottom bar slot (spec 2.5). Until the BottomBar widget is wired in: the CMS labels and
 * links of Home, Deals, Cart and Shop (stickyFooterWidgetCmsData; an empty shop link is the shop
 * path) and Menu, which opens the side menu. The layout renders this only where
 * shouldShowBottomBar allows it.
 */
import { cartPath, normalizePathname, shopPath, SmartLink } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useCartStore, useUiStore } from '../../stores/index.ts';
import type { SlotProps } from './SlotProps.ts';
import * as css from './styles.ts';
import { BOTTOM_BAR_LABEL } from '../landmarks.ts';
import { mergeStyles } from '../../ui/styleProps.ts';
import { belowMdOnly } from '../styles.ts';

export function BottomBarSlot({ pathname }: SlotProps) {
  const { config } = useSite();
  const bar = config.stickyFooterWidgetCmsData;
  const counter = useCartStore((state) => state.counter);
  const openSideMenu = useUiStore((state) => state.setSideMenuOpen);
  const current = normalizePathname(pathname);
  const items = [
    { label: bar.homeText, href: bar.homeLink || '/' },
    { label: bar.dealsText, href: bar.dealsLink || '/deals' },
    { label: `${bar.cartText} (${counter})`, href: bar.cartLink || cartPath(config.siteSettings.cartLink) },
    { label: bar.shopText, href: bar.shopLink || shopPath(config.siteSettings) },
  ];
  return (
    <nav aria-label={BOTTOM_BAR_LABEL} {...mergeStyles(css.bottomBar, belowMdOnly)}>
      <ul {...css.bottomBarList}>
        {items.map((item) => (
          <li key={item.label}>
            <SmartLink
              href={item.href}
              {...mergeStyles(css.bottomBarLink, normalizePathname(item.href) === current && css.bottomBarLinkActive)}
              aria-current={normalizePathname(item.href) === current ? 'page' : undefined}
            >
              {item.label}
            </SmartLink>
          </li>
        ))}
        <li>
          <button type="button" {...css.bottomBarLink} onClick={() => openSideMenu(true)} aria-haspopup="dialog">
            {bar.menuText}
          </button>
        </li>
      </ul>
    </nav>
  );
}
