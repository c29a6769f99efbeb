import { mobileHeaderKind } from '../rules/navigation/headers.ts';
import type { ShopPathSettings } from '../rules/navigation/paths.ts';
import { Header } from './Header.tsx';
import type { HeaderProps } from './headerTypes.ts';
import { MobileSearchBar } from './MobileSearchBar.tsx';
import { MobileTitleHeader } from './MobileTitleHeader.tsx';
import { ProductHeader } from './ProductHeader.tsx';

export interface MobileHeaderProps extends HeaderProps {
  /** The current route. */
  pathname: string;
  /** The shop path settings (siteSettings): the shop base path is a search-header route. */
  shopPathSettings?: ShopPathSettings | null;
  /** The current ?search= value (the search header shows it and can clear it). */
  searchTerm?: string | null;
  /** The product header's title. Default 'Product Details'. */
  productTitle?: string;
  onBack?: () => void;
  /** Removes the search parameter. */
  onClearSearch?: () => void;
  /** Navigation for the read-only search field when the search type is not the full-text one. */
  onNavigate?: (href: string) => void;
}

/**
 * The mobile header by route (spec 2.3, the mobileHeaderKind rule): the compact search header, the
 * title header, none, the product header, or the CMS variant `Header` everywhere else.
 */
export function MobileHeader({
  pathname,
  shopPathSettings,
  searchTerm,
  productTitle,
  onBack,
  onClearSearch,
  onNavigate,
  ...header
}: MobileHeaderProps) {
  const kind = mobileHeaderKind(pathname, shopPathSettings);
  switch (kind) {
    case 'search':
      return (
        <MobileSearchBar
          searchType={header.searchType}
          searchPlaceholder={header.searchPlaceholder}
          shopper={header.shopper}
          wishlistHref={header.wishlistHref}
          sticky={header.sticky}
          searchTerm={searchTerm}
          onBack={onBack}
          onOpenSearch={header.onOpenSearch}
          onClearSearch={onClearSearch}
          onNavigate={onNavigate}
          onRequireSignIn={header.onRequireSignIn}
          onNotificationsClick={header.onNotificationsClick}
        />
      );
    case 'title':
      return <MobileTitleHeader pathname={pathname} sticky={header.sticky} onBack={onBack} />;
    case 'none':
      return null;
    case 'product':
      return (
        <ProductHeader
          title={productTitle}
          searchType={header.searchType}
          shopper={header.shopper}
          wishlistHref={header.wishlistHref}
          sticky={header.sticky}
          onBack={onBack}
          onOpenSearch={header.onOpenSearch}
          onRequireSignIn={header.onRequireSignIn}
        />
      );
    case 'variant':
      return <Header {...header} currentPath={header.currentPath ?? pathname} />;
    default:
      kind satisfies never;
      return null;
  }
}
