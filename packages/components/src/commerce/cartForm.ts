/**
 * The cart's forms as they post before the page's code has loaded (issue 31, item 2): 'Add to
 * cart' on the product page and the catalogue's quick add, and a cart line's quantity stepper and
 * remove button. The storefront's server reads the same fields (shop/shopperActions.ts), changes the
 * cart through the cart API and sends the shopper back.
 */

/** The posted fields. */
export const CART_FORM_FIELDS = { intent: 'intent', productId: 'productId', option: 'option', quantity: 'quantity' } as const;

/** 'add': add `quantity` of the option; 'set': the line's new quantity (0 removes it). */
export const cartFormIntents = ['add', 'set'] as const;
export type CartFormIntent = (typeof cartFormIntents)[number];
