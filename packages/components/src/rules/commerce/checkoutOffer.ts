/**
 * Checkout offer popup, spec 2.11, 4 ("Checkout offer product source", "Checkout creation") and 7
 * (the two checkout-offer variants of the filtered product menu call, and "Create checkout").
 */
import { CHECKOUT_OFFER_PRODUCT_LIMIT, CHECKOUT_OFFER_SLIDES, CHECKOUT_OFFER_SLIDES_BELOW_640 } from '../constants.ts';
import type { MenuType, OrderType, ProviderKind } from '../constants.ts';
import type { ProductMenuPagination } from './productMenu.ts';

export const CHECKOUT_OFFER_DEFAULT_TITLE = 'Checkout Offer';
export const CHECKOUT_OFFER_DEFAULT_DESCRIPTION = 'Complete your purchase to take advantage of this special offer!';
export const CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE = 'Looks like no product found.';
/** The width below which the carousel shows 2 slides. */
export const CHECKOUT_OFFER_NARROW_BELOW_PX = 640;

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed : null;
};

/** Title and description from checkoutPopupSettingsCMS, with the spec's defaults when blank. */
export function checkoutOfferContent(cms: { title?: string | null; description?: string | null }): {
  title: string;
  description: string;
} {
  return {
    title: blankToNull(cms.title) ?? CHECKOUT_OFFER_DEFAULT_TITLE,
    description: blankToNull(cms.description) ?? CHECKOUT_OFFER_DEFAULT_DESCRIPTION,
  };
}

/** 2 slides below 640 px, otherwise 4 (exactly 640 px → 4). */
export function checkoutOfferSlidesPerView(viewportWidth: number): number {
  return viewportWidth < CHECKOUT_OFFER_NARROW_BELOW_PX ? CHECKOUT_OFFER_SLIDES_BELOW_640 : CHECKOUT_OFFER_SLIDES;
}

/** The slice of a cart item these rules read. */
export interface OfferCartItem {
  productId?: string;
  product: { slug: string; category?: string | null };
}

/** The slice of a product these rules read. */
export interface OfferProduct {
  id?: string;
  slug: string;
  productSlug?: string;
  category?: string | null;
  /** Missing counts as active: the configured request already asks for isActive: true. */
  isActive?: boolean;
}

const normCategory = (category: string | null | undefined): string => (category ?? '').trim().toUpperCase();

/** The cart's categories, unique (trimmed, case-insensitive), in first-seen order, blanks dropped. */
export function uniqueCartCategories(items: readonly OfferCartItem[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const raw = (item.product.category ?? '').trim();
    const key = normCategory(raw);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(raw);
  }
  return out;
}

function isInCart(product: OfferProduct, items: readonly OfferCartItem[]): boolean {
  return items.some(
    (item) =>
      item.product.slug === product.slug ||
      (product.productSlug !== undefined && item.product.slug === product.productSlug) ||
      (product.id !== undefined && item.productId === product.id),
  );
}

/**
 * The products the popup shows (spec 4), at most CHECKOUT_OFFER_PRODUCT_LIMIT (20):
 * - enableCartBasedSuggestions on: products whose category is among the cart's categories,
 *   excluding products already in the cart (matched by slug, productSlug or id), in the given order;
 * - otherwise: the configured productSlugs, in the configured order (duplicates once), each matched
 *   by slug or productSlug, restricted to active products.
 */
export function checkoutOfferProducts<P extends OfferProduct>(input: {
  enableCartBasedSuggestions: boolean;
  cartItems: readonly OfferCartItem[];
  products: readonly P[];
  productSlugs?: readonly string[] | null;
}): P[] {
  const { cartItems, products } = input;
  if (input.enableCartBasedSuggestions) {
    const categories = new Set(uniqueCartCategories(cartItems).map(normCategory));
    return products
      .filter((p) => categories.has(normCategory(p.category)) && !isInCart(p, cartItems))
      .slice(0, CHECKOUT_OFFER_PRODUCT_LIMIT);
  }
  const out: P[] = [];
  for (const slug of new Set(cleanSlugs(input.productSlugs))) {
    const product = products.find((p) => p.slug === slug || p.productSlug === slug);
    if (product && product.isActive !== false) out.push(product);
  }
  return out.slice(0, CHECKOUT_OFFER_PRODUCT_LIMIT);
}

function cleanSlugs(slugs: readonly string[] | null | undefined): string[] {
  return (slugs ?? []).map((s) => s.trim()).filter(Boolean);
}

interface OfferRequestContext {
  retailerId?: string | null;
  menuType?: MenuType | null;
  provider: ProviderKind;
}

export interface ConfiguredCheckoutOfferRequest {
  retailerId: string;
  filter: { slugs: string[]; isActive: true };
  provider: ProviderKind;
  menuType: MenuType;
  pagination: ProductMenuPagination;
}

/**
 * Checkout offer from configured products: retailerId, filter {slugs: productSlugs,
 * isActive: true}, provider, menuType, pagination {offset 0, limit 20}. Null (the call does not
 * run) unless retailerId, menuType and a non-empty productSlugs (after dropping blanks) are present.
 */
export function configuredCheckoutOfferRequest(
  input: OfferRequestContext & { productSlugs?: readonly string[] | null },
): ConfiguredCheckoutOfferRequest | null {
  const slugs = cleanSlugs(input.productSlugs);
  const retailerId = blankToNull(input.retailerId);
  if (!retailerId || !input.menuType || slugs.length === 0) return null;
  return {
    retailerId,
    filter: { slugs, isActive: true },
    provider: input.provider,
    menuType: input.menuType,
    pagination: { offset: 0, limit: CHECKOUT_OFFER_PRODUCT_LIMIT },
  };
}

export interface CartBasedCheckoutOfferRequest {
  retailerId: string;
  filter: { categories: string[] };
  provider: ProviderKind;
  menuType: MenuType;
  pagination: ProductMenuPagination;
}

/**
 * Cart-based checkout offer: retailerId, filter {categories: the unique cart categories}, provider,
 * menuType, pagination {offset 0, limit 20}. The spec states no precondition; ours mirrors the
 * configured variant: null without retailerId, menuType, or any cart category.
 */
export function cartBasedCheckoutOfferRequest(
  input: OfferRequestContext & { cartItems: readonly OfferCartItem[] },
): CartBasedCheckoutOfferRequest | null {
  const categories = uniqueCartCategories(input.cartItems);
  const retailerId = blankToNull(input.retailerId);
  if (!retailerId || !input.menuType || categories.length === 0) return null;
  return {
    retailerId,
    filter: { categories },
    provider: input.provider,
    menuType: input.menuType,
    pagination: { offset: 0, limit: CHECKOUT_OFFER_PRODUCT_LIMIT },
  };
}

export interface CreateCheckoutRequest {
  retailerId: string;
  orderType: Extract<OrderType, 'PICKUP'>;
  pricingType: MenuType;
}

/**
 * Checkout creation (spec 4, one provider kind; the caller gates by provider): when the local cart
 * is empty and the checkout creation time has expired → {retailerId, orderType 'PICKUP',
 * pricingType: the current menu type}; else null.
 *
 * `checkoutCreationTime` is read as the instant (epoch ms, as a number or digits, or an ISO string) at which the current
 * checkout expires: expired when `now` is at or past it, or when it is missing or unreadable.
 * Null as well without a retailer id or menu type.
 */
export function checkoutCreationRequest(input: {
  cartItemCount: number;
  checkoutCreationTime?: number | string | null;
  now: number;
  retailerId?: string | null;
  menuType?: MenuType | null;
}): CreateCheckoutRequest | null {
  const retailerId = blankToNull(input.retailerId);
  if (input.cartItemCount > 0 || !retailerId || !input.menuType) return null;
  const raw = input.checkoutCreationTime;
  const expiresAt = typeof raw === 'string' ? parseInstant(raw) : (raw ?? Number.NaN);
  const expired = !Number.isFinite(expiresAt) || input.now >= expiresAt;
  return expired ? { retailerId, orderType: 'PICKUP', pricingType: input.menuType } : null;
}

function parseInstant(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Date.parse(trimmed);
}

/**
 * Whether 'Checkout' opens the offer first. The spec says only that the offer "may intercept
 * checkout"; ours: when the cart has items, the CMS names a source of products (cart-based
 * suggestions on, or at least one configured product slug), and the shopper has not seen the offer
 * yet in this browser session (so a second 'Checkout' goes straight on).
 */
export function checkoutOfferIntercepts(input: {
  cms: { enableCartBasedSuggestions?: boolean | null; productSlugs?: readonly string[] | null };
  cartItemCount: number;
  seenThisSession: boolean;
}): boolean {
  if (input.seenThisSession || input.cartItemCount <= 0) return false;
  return input.cms.enableCartBasedSuggestions === true || cleanSlugs(input.cms.productSlugs).length > 0;
}
