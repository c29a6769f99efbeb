/**
 * 'Save for Later' on the cart page and /save-for-later (spec 2.10: the cart page has the
 * saved-for-later list): each saved product with its image, name and the price it sells for now at
 * the store shown (productCardPrice), 'Move to cart' when it has one option (else 'Choose option' on
 * its page, where the shopper picks the size), and 'Remove'. A product the store does not sell now
 * stays listed, said so, and can be removed. Values and actions come from the app.
 */
import { useId, type ReactNode } from 'react';
import type { Product } from '../domain/types.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { productCardPrice } from '../rules/commerce/pricing.ts';
import { productPath } from '../rules/navigation/paths.ts';
import { Button } from '../primitives/Button.tsx';
import { button } from '../primitives/Button.css.ts';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { PriceTag } from './PriceTag.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as row from './CartItemRow.css.ts';
import * as css from './CartSidebar.css.ts';

export const SAVED_FOR_LATER_TITLE = 'Save for Later';
export const MOVE_TO_CART_LABEL = 'Move to cart';
export const CHOOSE_OPTION_LABEL = 'Choose option';
export const REMOVE_SAVED_LABEL = 'Remove';
export const NOT_ON_MENU_MESSAGE = "Not on this store's menu now.";
export const NOTHING_SAVED_MESSAGE = 'Nothing saved for later.';

export interface SavedForLaterEntry {
  slug: string;
  /** The product on the store's menu; null when the store does not sell it now. */
  product: Product | null;
}

export interface SavedForLaterProps {
  /** undefined while loading. */
  entries: readonly SavedForLaterEntry[] | undefined;
  provider: ProviderKind;
  menuType?: MenuType;
  onMoveToCart: (entry: SavedForLaterEntry) => void;
  onRemove: (entry: SavedForLaterEntry) => void;
  /** Slugs with a call under way. */
  busy?: ReadonlySet<string>;
  /** Show 'Nothing saved for later.' when empty (the /save-for-later page); the cart page hides the section. */
  showEmpty?: boolean;
  /** The list's name (default 'Save for Later'; 'Your List' on /your-list). */
  title?: string;
  /** What an empty list says, with its next step. */
  emptyMessage?: ReactNode;
}

export function SavedForLater({
  entries,
  provider,
  menuType,
  onMoveToCart,
  onRemove,
  busy,
  showEmpty = false,
  title = SAVED_FOR_LATER_TITLE,
  emptyMessage = NOTHING_SAVED_MESSAGE,
}: SavedForLaterProps) {
  const titleId = useId();
  if (entries !== undefined && entries.length === 0 && !showEmpty) return null;
  return (
    <section aria-labelledby={titleId} aria-busy={entries === undefined || undefined} data-widget="saved-for-later">
      <h2 id={titleId} className={css.itemsTitle}>
        {entries === undefined ? title : `${title} (${entries.length})`}
      </h2>
      {entries === undefined ? (
        <Skeleton shape="text" lines={3} />
      ) : entries.length === 0 ? (
        <p className={row.meta}>{emptyMessage}</p>
      ) : (
        <Stack as="ul">
          {entries.map((entry) => {
            const { product } = entry;
            const name = product?.productName ?? entry.slug;
            const price = product ? productCardPrice(product, { provider, menuType }) : null;
            const pending = busy?.has(entry.slug) ?? false;
            return (
              <li key={entry.slug} className={row.row}>
                {product ? (
                  <img src={product.image} alt="" className={row.thumb} width={64} height={64} loading="lazy" />
                ) : (
                  <span className={row.thumb} />
                )}
                <Stack gap="xxs" className={row.body}>
                  <SmartLink href={productPath(product?.productSlug ?? entry.slug)} className={row.name}>
                    {name}
                  </SmartLink>
                  {product ? (
                    <span className={row.meta}>{product.brandName}</span>
                  ) : (
                    <span className={row.meta}>{NOT_ON_MENU_MESSAGE}</span>
                  )}
                  {price ? <PriceTag price={price} prefix={product && product.options.length > 1 ? 'From ' : ''} /> : null}
                  <div className={row.controls}>
                    {product && product.options.length === 1 ? (
                      <Button size="sm" loading={pending} onClick={() => onMoveToCart(entry)} aria-label={`${MOVE_TO_CART_LABEL}: ${name}`}>
                        {MOVE_TO_CART_LABEL}
                      </Button>
                    ) : product ? (
                      <SmartLink
                        href={productPath(product.productSlug)}
                        className={button({ variant: 'secondary', size: 'sm' })}
                        aria-label={`${CHOOSE_OPTION_LABEL}: ${name}`}
                      >
                        {CHOOSE_OPTION_LABEL}
                      </SmartLink>
                    ) : null}
                    <Button
                      variant="link"
                      size="sm"
                      disabled={pending}
                      onClick={() => onRemove(entry)}
                      aria-label={`${REMOVE_SAVED_LABEL}: ${name}`}
                    >
                      {REMOVE_SAVED_LABEL}
                    </Button>
                  </div>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
