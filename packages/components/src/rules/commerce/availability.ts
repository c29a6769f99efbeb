/**
 * Whether the shopper can buy a product at the store and on the menu shown (issue 11: the product
 * page let a shopper add a product the chosen store does not sell, which the cart then kept at the
 * price it was added at). The store switch already drops such lines (storeSwitch); this keeps them
 * out in the first place.
 */
import type { MenuType } from '../constants.ts';

export type ProductAvailability = { sellable: true } | { sellable: false; reason: string };

export const PRODUCT_INACTIVE_MESSAGE = 'This product is not available now.';
export const notSoldAtStoreMessage = (storeName: string | null | undefined) =>
  `Not sold at ${storeName?.trim() ? storeName.trim() : 'this store'}. Choose another store to buy it.`;
export const notOnMenuMessage = (menuType: MenuType) => `Not on the ${menuType === 'MEDICAL' ? 'medical' : 'recreational'} menu.`;

/** Inactive, then not at the store (when one is shown), then not on the menu type: the first reason wins. */
export function productAvailability(
  product: { isActive: boolean; retailerIds: readonly string[]; menuTypes: readonly MenuType[] },
  context: { retailerId: string | null; menuType: MenuType; storeName?: string | null },
): ProductAvailability {
  if (!product.isActive) return { sellable: false, reason: PRODUCT_INACTIVE_MESSAGE };
  if (context.retailerId !== null && !product.retailerIds.includes(context.retailerId))
    return { sellable: false, reason: notSoldAtStoreMessage(context.storeName) };
  if (!product.menuTypes.includes(context.menuType)) return { sellable: false, reason: notOnMenuMessage(context.menuType) };
  return { sellable: true };
}
