/**
 * A product card (catalogue grids, the checkout offer): the image, the name, the brand, the strain
 * type with THC / CBD as numbers (productFacts; not on the compact card) and the price
 * the shopper pays (productCardPrice: the one pricing function with the deals running now; 'From '
 * when the product has several options), all one link to the product page. `product: null` is its
 * skeleton, at the card's size. An optional label ('Sponsored') sits on the image's lower corner.
 */
import type { MouseEventHandler, ReactNode } from 'react';
import type { Product } from '../domain/types.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { productPath } from '../rules/navigation/paths.ts';
import { productCardPrice } from '../rules/commerce/pricing.ts';
import { productFacts } from '../rules/commerce/catalogFilters.ts';
import { isSoldOut, SOLD_OUT_LABEL } from '../rules/commerce/productDetails.ts';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { PriceTag } from './PriceTag.tsx';
import { CompactProductCardSkeleton } from './ProductCardSkeleton.tsx';
import * as css from './ProductCard.css.ts';

export const PRODUCT_CARD_IMAGE_SIZE = 240;

export interface ProductCardProps {
  product: Product | null;
  provider: ProviderKind;
  menuType?: MenuType;
  imageLoading?: 'eager' | 'lazy';
  /** The first image of a page: fetched first. */
  priority?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** A short tag over the image, part of the link's name (sponsored ads: 'Sponsored'). */
  label?: string;
  /**
   * One line each for the name, the brand and the price, and a skeleton of exactly the card's
   * height (rows of cards that load late, e.g. sponsored ads, hold their space: nothing shifts).
   */
  compact?: boolean;
  /** Under the card's link, inside the card: the catalogue grids' quick add (QuickAdd). */
  action?: ReactNode;
}

export function ProductCard({
  product,
  provider,
  menuType,
  imageLoading = 'lazy',
  priority = false,
  onClick,
  label: givenLabel,
  compact = false,
  action,
}: ProductCardProps) {
  const cardClass = compact ? `${css.card} ${css.compact}` : css.card;
  if (product === null && compact) return <CompactProductCardSkeleton />;
  if (product === null)
    return (
      <div className={css.card} aria-hidden="true">
        <Skeleton className={css.skeletonImage} />
        <Skeleton width="80%" height="1.25rem" />
        <Skeleton width="50%" height="1rem" />
        <Skeleton width="65%" height="1rem" />
        <Skeleton width="30%" height="1.25rem" />
      </div>
    );
  const price = productCardPrice(product, { provider, menuType });
  // A sold-out product says so on its image (and in its link's name), unless it carries another tag.
  const label = givenLabel ?? (isSoldOut(product) ? SOLD_OUT_LABEL : undefined);
  const facts = compact ? [] : productFacts(product);
  const image = (
    <img
      src={product.image}
      alt={product.imageAlt ?? ''}
      className={css.image}
      width={PRODUCT_CARD_IMAGE_SIZE}
      height={PRODUCT_CARD_IMAGE_SIZE}
      loading={imageLoading}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  const body = (
    <>
      {label ? (
        <span className={css.media}>
          <span className={css.label}>{label}</span>
          {image}
        </span>
      ) : (
        image
      )}
      <span className={css.title}>{product.productName}</span>
      <span className={css.brand}>{product.brandName}</span>
      {facts.length > 0 ? <span className={css.facts}>{facts.join(' · ')}</span> : null}
      {price === null ? null : (
        <span className={css.priceLine}>
          <PriceTag price={price} prefix={product.options.length > 1 ? 'From ' : ''} />
        </span>
      )}
    </>
  );
  if (action === undefined)
    return (
      <SmartLink href={productPath(product.productSlug)} className={cardClass} onClick={onClick}>
        {body}
      </SmartLink>
    );
  // With an action the card is a box holding the link and the action (a button is never inside a link).
  return (
    <div className={cardClass}>
      <SmartLink href={productPath(product.productSlug)} className={css.cardLink} onClick={onClick}>
        {body}
      </SmartLink>
      <div className={css.action}>{action}</div>
    </div>
  );
}
