import { BackButton } from './BackButton.tsx';
import type { HeaderCallbacks, HeaderData } from './headerTypes.ts';
import { actions, mobileBar, title as titleClass } from './MobileHeader.css.ts';
import { SearchControl } from './parts/SearchControl.tsx';
import { WishlistButton } from './parts/WishlistButton.tsx';

/** Our title for the product header (the spec names the header, not its text). */
export const PRODUCT_HEADER_TITLE = 'Product Details';

export interface ProductHeaderProps
  extends Pick<HeaderData, 'searchType' | 'shopper' | 'wishlistHref' | 'sticky'>,
    Pick<HeaderCallbacks, 'onOpenSearch' | 'onRequireSignIn'> {
  /** Default 'Product Details'. */
  title?: string;
  onBack?: () => void;
}

/**
 * The product-specific mobile header (spec 2.3: "Product pages show a product-specific header"):
 * back, a centred title, then search and the wishlist (count badge; guests are asked to sign in).
 */
export function ProductHeader({
  title = PRODUCT_HEADER_TITLE,
  searchType,
  shopper,
  wishlistHref,
  sticky = false,
  onBack,
  onOpenSearch,
  onRequireSignIn,
}: ProductHeaderProps) {
  return (
    <header className={mobileBar({ sticky })} data-mobile-header="product">
      <BackButton onBack={onBack} />
      <span className={titleClass} data-part="title">
        {title}
      </span>
      <div className={actions}>
        <SearchControl searchType={searchType} onOpenSearch={onOpenSearch} />
        <WishlistButton shopper={shopper} href={wishlistHref} onRequireSignIn={onRequireSignIn} />
      </div>
    </header>
  );
}
