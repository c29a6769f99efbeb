/**
 * Quick add on a catalogue card (issue 13, item 1: "quick add with option choice"): a product with
 * several options offers them in a list, each with the price the shopper pays on this menu and sold-out
 * ones disabled, first the first one in stock (firstBuyableOption); 'Add' adds one of the chosen option
 * (cartAddRequestFor, as the product page does; the page's add hook checks the maximum and the
 * state's limits). Every option sold out: 'Sold out', nothing to press.
 */
import { useRef } from 'react';
import type { MenuType, Product, ProviderKind } from '../domain/types.ts';
import { cartAddRequestFor, type CartAddRequest } from '../rules/commerce/buyAgain.ts';
import { formatMoney } from '../rules/commerce/money.ts';
import { priceOption } from '../rules/commerce/pricing.ts';
import { ADD_TO_CART_LABEL, firstBuyableOption, isSoldOut, optionStock, SOLD_OUT_LABEL } from '../rules/commerce/productDetails.ts';
import { Button } from '../primitives/Button.tsx';
import { PostForm, type FormTarget } from '../primitives/PostForm.tsx';
import { CART_FORM_FIELDS } from './cartForm.ts';
import { Inline } from '../primitives/layout/Inline.tsx';
import * as css from './QuickAdd.css.ts';

export const QUICK_ADD_LABEL = 'Add';
export const quickAddOptionLabel = (productName: string) => `Option of ${productName}`;

export interface QuickAddProps {
  product: Product;
  menuType: MenuType;
  provider: ProviderKind;
  onAdd: (request: CartAddRequest) => void;
  /** A real form (CART_FORM_FIELDS, intent 'add', quantity 1): an add before the page's code has loaded is posted. */
  form?: FormTarget | undefined;
}

export function QuickAdd({ product, menuType, provider, onAdd, form }: QuickAddProps) {
  const select = useRef<HTMLSelectElement>(null);
  const first = firstBuyableOption(product.options)?.option ?? '';
  if (isSoldOut(product))
    return (
      <Inline as="p" align="center" wrap={false} className={css.soldOut}>
        {SOLD_OUT_LABEL}
      </Inline>
    );
  // The option is read from the list when 'Add' is pressed: what the shopper sees is what is added,
  // even when they chose it while the page was still hydrating.
  const add = () => {
    const request = cartAddRequestFor(product, select.current?.value ?? first, { menuType, provider, quantity: 1 });
    if (request) onAdd(request);
  };
  return (
    <PostForm
      className={css.root}
      target={form}
      fields={{
        [CART_FORM_FIELDS.intent]: 'add',
        [CART_FORM_FIELDS.productId]: product.id,
        [CART_FORM_FIELDS.quantity]: '1',
        // One option: no list to choose from, the option is fixed.
        ...(product.options.length > 1 ? {} : { [CART_FORM_FIELDS.option]: first }),
      }}
      onSubmit={add}
    >
      {product.options.length > 1 ? (
        <select
          ref={select}
          name={CART_FORM_FIELDS.option}
          className={css.select}
          aria-label={quickAddOptionLabel(product.productName)}
          defaultValue={first}
        >
          {product.options.map((option) => {
            const soldOut = optionStock(option).status === 'sold-out';
            const { price } = priceOption({ option, menuType, provider, specials: product.activeSpecials });
            return (
              <option key={option.option} value={option.option} disabled={soldOut}>
                {`${option.option} · ${soldOut ? SOLD_OUT_LABEL : formatMoney(price)}`}
              </option>
            );
          })}
        </select>
      ) : null}
      <Button type="submit" size="sm" variant="primary" aria-label={`${ADD_TO_CART_LABEL}: ${product.productName}`}>
        {QUICK_ADD_LABEL}
      </Button>
    </PostForm>
  );
}
