/**
 * Which chrome a path shows, from the navigation rules only:
 * - header and footer: layoutChrome (checkout routes hide both unless the provider is the first
 *   dispensary-menu kind);
 * - mobile bottom bar: shouldShowBottomBar, and only where the footer shows (the bottom bar is the
 *   "sticky footer navigation", so a route without footer chrome has no bottom bar either);
 * - mobile header kind and title: mobileHeaderKind / mobileHeaderTitle;
 * - ticker: tickerPageCms.isEnabled, shown with the header.
 */
import { useMemo } from 'react';
import {
  layoutChrome,
  mobileHeaderKind,
  mobileHeaderTitle,
  shouldShowBottomBar,
  type MobileHeaderKind,
  type ProviderKind,
  type SiteConfig,
} from '@storefront/components';

export interface Chrome {
  header: boolean;
  footer: boolean;
  bottomBar: boolean;
  ticker: boolean;
  mobileHeader: MobileHeaderKind;
  mobileTitle: string;
  provider: ProviderKind;
}

export function chromeFor(pathname: string, config: SiteConfig): Chrome {
  const provider = config.initialSiteData.provider;
  const { header, footer } = layoutChrome(pathname, provider);
  return {
    header,
    footer,
    bottomBar: footer && shouldShowBottomBar(pathname),
    ticker: header && config.tickerPageCms.isEnabled,
    mobileHeader: mobileHeaderKind(pathname, config.siteSettings),
    mobileTitle: mobileHeaderTitle(pathname),
    provider,
  };
}

export function useChrome(pathname: string, config: SiteConfig): Chrome {
  return useMemo(() => chromeFor(pathname, config), [pathname, config]);
}
