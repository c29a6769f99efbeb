import { Heart } from 'lucide-react';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { YOUR_LIST_PATH } from '../../rules/navigation/paths.ts';
import { requiresSignIn, wishlistBadgeCount, type ShopperBadgeState } from '../../rules/navigation/shopperBadges.ts';
import { HeaderAction } from './HeaderAction.tsx';
import { iconPx, useHeaderRow } from './headerRowContext.ts';

/** Wishlists are called 'Your List' (spec 1). */
export const WISHLIST_LABEL = 'Your List';
/** The wishlists route (spec 2.1): YOUR_LIST_PATH of the path rules. */
export const WISHLIST_PATH = YOUR_LIST_PATH;

export interface WishlistButtonProps {
  shopper: ShopperBadgeState;
  look?: HeaderPartLooks['wishlist'];
  /** Where signed-in shoppers go. Default WISHLIST_PATH. */
  href?: string;
  /** Guests: opens the sign-in-required modal (spec 5, 6). */
  onRequireSignIn?: () => void;
}

/** The wishlist icon with its count badge (wishlistProductsCount); guests get no badge and a sign-in prompt. */
export function WishlistButton({ shopper, look = 'icon', href = WISHLIST_PATH, onRequireSignIn }: WishlistButtonProps) {
  const { iconSize } = useHeaderRow();
  const icon = <Heart size={iconPx(iconSize)} />;
  return requiresSignIn(shopper) ? (
    <HeaderAction part="wishlist" label={WISHLIST_LABEL} look={look} icon={icon} onClick={onRequireSignIn} aria-haspopup="dialog" />
  ) : (
    <HeaderAction part="wishlist" label={WISHLIST_LABEL} look={look} icon={icon} count={wishlistBadgeCount(shopper)} href={href} />
  );
}
