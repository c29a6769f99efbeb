/**
 * The product page's buying panel (issue 13, item 2): the product's facts (brand, category, strain,
 * THC and CBD), its effects and description; the options as a radio group, each with the price the
 * shopper pays on this menu (priceOption: the menu's price list and the deal running now); the
 * quantity picker (spec 2.10: 'Quantity: {n}', 1 to what the line may still take, up to its
 * maximum, default 20, no more than the store has, and no more than the state's purchase limit
 * allows on top of the cart: quantityCap, which says why when it offers fewer); each option's stock
 * ('In stock', 'Only {n} left', 'Sold out': a sold-out option cannot be chosen; productDetails.ts);
 * 'Add to cart' (off, with the limit's message, when nothing more fits); and 'Add to Your List' (the
 * page decides what a guest gets: the sign-in-required modal, spec 5).
 */
import { useState } from 'react';
import { Heart } from 'lucide-react';
import type { MenuType, Product, ProviderKind } from '../domain/types.ts';
import { cartAddRequestFor, type CartAddRequest } from '../rules/commerce/buyAgain.ts';
import { CART_AT_MAX_LABEL, cartAtMaxMessage } from '../rules/commerce/cart.ts';
import { priceOption } from '../rules/commerce/pricing.ts';
import { ADD_TO_CART_LABEL, firstBuyableOption, optionStock } from '../rules/commerce/productDetails.ts';
import { quantityCap } from '../rules/commerce/quantityCap.ts';
import type { LimitGroup, LimitLine } from '../rules/commerce/taxesAndLimits.ts';
import type { ProductAvailability } from '../rules/commerce/availability.ts';
import { categoryDisplayName } from '../rules/navigation/categories.ts';
import { Button } from '../primitives/Button.tsx';
import { PostForm, type FormTarget } from '../primitives/PostForm.tsx';
import { CART_FORM_FIELDS } from './cartForm.ts';
import { QuantityPicker } from '../overlays/QuantityPicker.tsx';
import { FactList } from './FactList.tsx';
import { PriceTag } from './PriceTag.tsx';
import { Inline } from '../primitives/layout/Inline.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { Tiles } from '../primitives/layout/Tiles.tsx';
import * as css from './ProductPurchase.css.ts';

export { ADD_TO_CART_LABEL };
export const ADD_TO_LIST_LABEL = 'Add to Your List';
export const SAVED_TO_LIST_LABEL = 'Saved to Your List';
export const CHOOSE_OPTION_LEGEND = 'Choose an option';

export interface ProductPurchaseProps {
  product: Product;
  menuType: MenuType;
  provider: ProviderKind;
  /** How many of an option are in the cart already. */
  inCart: (option: string) => number;
  availability: ProductAvailability;
  onAdd: (request: CartAddRequest) => void;
  /** On the shopper's list ('Your List'). */
  saved: boolean;
  onToggleList: () => void;
  listBusy?: boolean;
  /**
   * The option list and 'Add to cart' as a real form (CART_FORM_FIELDS, intent 'add'): an add
   * before the page's code has loaded is posted, and the server sends the shopper back.
   */
  form?: FormTarget | undefined;
  /**
   * The state's purchase limits for the menu (purchaseLimitsFor) and the cart's lines as they count
   * toward them: the picker offers no more than fits. Absent: no limit applies.
   */
  purchaseLimits?: { limits: Partial<Record<LimitGroup, number>>; lines: readonly LimitLine[] } | undefined;
}

export function ProductPurchase({
  product,
  menuType,
  provider,
  inCart,
  availability,
  onAdd,
  saved,
  onToggleList,
  listBusy = false,
  form,
  purchaseLimits,
}: ProductPurchaseProps) {
  const [chosen, setChosen] = useState(firstBuyableOption(product.options)?.option ?? '');
  const [quantity, setQuantity] = useState(1);
  const request = cartAddRequestFor(product, chosen, { menuType, provider, quantity });
  const max = request?.item.maxQuantity ?? 0;
  const chosenOption = product.options.find((option) => option.option === chosen);
  const stock = optionStock(chosenOption ?? {});
  const soldOut = stock.status === 'sold-out';
  // No more than the line's maximum, the store's stock (less the cart's) and the purchase limit allow.
  const cap = quantityCap({
    maxQuantity: max,
    inCart: inCart(chosen),
    available: stock.available,
    item: { category: product.category, weight: chosenOption?.weight ?? null, thc: product.thc ?? null },
    lines: purchaseLimits?.lines ?? [],
    limits: purchaseLimits?.limits ?? {},
  });
  const room = request === null ? 0 : cap.max;
  // Nothing more fits: the line is at its maximum (or holds all the store has), or the limit is reached.
  const overLimit = request !== null && room === 0 && cap.reason === 'limit';
  const atMax = request !== null && room === 0 && !soldOut && !overLimit;
  const facts: Array<[string, string | undefined]> = [
    ['Brand', product.brandName],
    ['Category', categoryDisplayName(product.category)],
    ['Strain', product.strainType ? categoryDisplayName(product.strainType) : undefined],
    ['THC', product.thc],
    ['CBD', product.cbd],
  ];
  const add = () => {
    if (request) onAdd(cartAddRequestFor(product, chosen, { menuType, provider, quantity: Math.min(quantity, room) }) ?? request);
  };
  const choose = (option: string) => {
    setChosen(option);
    setQuantity(1);
  };
  return (
    <Stack gap="lg" className={css.root}>
      <FactList facts={facts} />
      {product.effects && product.effects.length > 0 ? (
        <Inline as="ul" gap="xs" aria-label="Effects">
          {product.effects.map((effect) => (
            <li key={effect} className={css.chip}>
              {effect}
            </li>
          ))}
        </Inline>
      ) : null}
      {product.description ? <p className={css.description}>{product.description}</p> : null}

      {availability.sellable ? null : (
        <p className={css.notSellable} role="status" data-part="notSellable">
          {availability.reason}
        </p>
      )}

      <PostForm
        className={css.form}
        target={form}
        fields={{
          [CART_FORM_FIELDS.intent]: 'add',
          [CART_FORM_FIELDS.productId]: product.id,
          [CART_FORM_FIELDS.quantity]: String(Math.max(1, Math.min(quantity, room))),
        }}
        onSubmit={add}
      >
        <Tiles as="fieldset" minItemWidth="9rem" gap="sm" className={css.options} disabled={!availability.sellable}>
          <legend className={css.legend}>{CHOOSE_OPTION_LEGEND}</legend>
          {product.options.map((option) => {
            const { status, label } = optionStock(option);
            return (
              <label key={option.option} className={css.option} data-stock={status}>
                <input
                  className={css.radio}
                  type="radio"
                  name={CART_FORM_FIELDS.option}
                  value={option.option}
                  checked={chosen === option.option}
                  disabled={status === 'sold-out'}
                  onChange={() => choose(option.option)}
                />
                <span className={css.optionName}>{option.option}</span>
                <PriceTag price={priceOption({ option, menuType, provider, specials: product.activeSpecials })} showSpecial />
                {label ? (
                  <span className={css.stock({ status: status === 'low' || status === 'sold-out' ? status : 'in-stock' })}>{label}</span>
                ) : null}
              </label>
            );
          })}
        </Tiles>

        <Inline align="center" gap="sm">
          {availability.sellable && !atMax && !overLimit && !soldOut ? (
            <QuantityPicker value={Math.min(quantity, room)} maxQuantity={room} onChange={setQuantity} note={cap.note} />
          ) : null}
          <Button
            type="submit"
            variant="primary"
            disabled={atMax || overLimit || soldOut || request === null || !availability.sellable}
            aria-label={`${atMax ? CART_AT_MAX_LABEL : ADD_TO_CART_LABEL}: ${product.productName} (${chosen})`}
          >
            {atMax ? CART_AT_MAX_LABEL : ADD_TO_CART_LABEL}
          </Button>
          <Button variant="secondary" loading={listBusy} onClick={onToggleList}>
            <Heart size={18} aria-hidden fill={saved ? 'currentColor' : 'none'} />
            {saved ? SAVED_TO_LIST_LABEL : ADD_TO_LIST_LABEL}
          </Button>
        </Inline>
      </PostForm>
      {atMax ? <p className={css.note}>{cartAtMaxMessage(max)}</p> : null}
      {overLimit && availability.sellable ? <p className={css.note}>{cap.note}</p> : null}
    </Stack>
  );
}
