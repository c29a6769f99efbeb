/**
 * schema.org Product structured data for a product details page (/product/{productSlug}).
 *
 * Our readings:
 * - Prices come from the one pricing function (priceOption: the listed price, or the price of the
 *   deal running at the store per the product's activeSpecials), rounded to MONEY_DECIMALS.
 * - One Offer when the buyable options share one price; else an AggregateOffer with lowPrice,
 *   highPrice and offerCount. The range covers the options in stock, or all options when none is.
 * - An option is in stock unless its quantityAvailable is a number ≤ 0; a product that is not
 *   active is out of stock. No options with a price: no offers.
 * - category: the label of the matching catalogue category when given, else the rule's display
 *   name of the product's category ('PRE_ROLLS' → 'Pre Rolls').
 */
import type { Category, Product, ProductOption } from '../domain/types.ts';
import { MONEY_DECIMALS, type ProviderKind } from '../rules/constants.ts';
import { categoryDisplayName, categoryLabel } from '../rules/navigation/categories.ts';
import { productPath } from '../rules/navigation/paths.ts';
import { priceOption } from '../rules/commerce/pricing.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { absoluteUrl } from './url.ts';

export const SCHEMA_ORG_CONTEXT = 'https://schema.org';
export const DEFAULT_CURRENCY = 'USD';
export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
export type Availability = typeof IN_STOCK | typeof OUT_OF_STOCK;

interface OrganizationJsonLd {
  '@type': 'Organization';
  name: string;
}

export interface OfferJsonLd {
  '@type': 'Offer';
  price: number;
  priceCurrency: string;
  availability: Availability;
  url?: string;
  seller?: OrganizationJsonLd;
}

export interface AggregateOfferJsonLd {
  '@type': 'AggregateOffer';
  lowPrice: number;
  highPrice: number;
  offerCount: number;
  priceCurrency: string;
  availability: Availability;
  url?: string;
  seller?: OrganizationJsonLd;
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA_ORG_CONTEXT;
  '@type': 'Product';
  name: string;
  sku: string;
  url?: string;
  image?: string;
  description?: string;
  brand?: { '@type': 'Brand'; name: string };
  category?: string;
  offers?: OfferJsonLd | AggregateOfferJsonLd;
}

/** The product fields read here (a catalogue Product fits; image may be blank or missing). */
export type ProductSeoSource = Pick<Product, 'id' | 'productName'> &
  Partial<Pick<Product, 'slug' | 'productSlug' | 'image' | 'description' | 'brandName' | 'category' | 'isActive' | 'activeSpecials'>> & {
    options?: ReadonlyArray<Pick<ProductOption, 'price'> & Partial<Pick<ProductOption, 'specialPrice' | 'quantityAvailable'>>> | null;
  };

export interface ProductJsonLdOptions {
  origin: string;
  /** The seller named on the offer; no seller when blank. */
  siteName?: string;
  /** ISO 4217; default 'USD' (spec 9: currency $). */
  currency?: string;
  /** Chooses the price function; default the dispensary-menu listed price. */
  provider?: ProviderKind | null;
  /** Catalogue categories, for the category's display label. */
  categories?: readonly Pick<Category, 'categoryName' | 'displayName'>[];
}

function roundMoney(amount: number): number {
  const factor = 10 ** MONEY_DECIMALS;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

function inStock(option: { quantityAvailable?: number | null }): boolean {
  return typeof option.quantityAvailable !== 'number' || option.quantityAvailable > 0;
}

function productCategory(product: ProductSeoSource, categories: ProductJsonLdOptions['categories']): string | undefined {
  const name = nonBlank(product.category);
  if (name === undefined) return undefined;
  const match = categories?.find((category) => category.categoryName === name);
  return match ? categoryLabel(match) : categoryDisplayName(name);
}

function productOffers(
  product: ProductSeoSource,
  options: ProductJsonLdOptions,
  url: string | undefined,
): OfferJsonLd | AggregateOfferJsonLd | undefined {
  const priced = (product.options ?? [])
    .map((option) => ({
      price: priceOption({ option, provider: options.provider, specials: product.activeSpecials }).price,
      inStock: inStock(option),
    }))
    .filter((option) => Number.isFinite(option.price) && option.price >= 0);
  if (priced.length === 0) return undefined;
  const stocked = product.isActive === false ? [] : priced.filter((option) => option.inStock);
  const prices = (stocked.length > 0 ? stocked : priced).map((option) => roundMoney(option.price));
  const seller = nonBlank(options.siteName);
  const common: Omit<OfferJsonLd, '@type' | 'price'> = {
    priceCurrency: nonBlank(options.currency) ?? DEFAULT_CURRENCY,
    availability: stocked.length > 0 ? IN_STOCK : OUT_OF_STOCK,
    ...(url === undefined ? {} : { url }),
    ...(seller === undefined ? {} : { seller: { '@type': 'Organization', name: seller } }),
  };
  const lowPrice = Math.min(...prices);
  const highPrice = Math.max(...prices);
  if (lowPrice === highPrice) return { '@type': 'Offer', price: lowPrice, ...common };
  return { '@type': 'AggregateOffer', lowPrice, highPrice, offerCount: prices.length, ...common };
}

export function productJsonLd(product: ProductSeoSource, options: ProductJsonLdOptions): ProductJsonLd {
  const url = absoluteUrl(productPath(nonBlank(product.productSlug) ?? product.slug), options.origin);
  const image = absoluteUrl(product.image, options.origin);
  const description = nonBlank(product.description);
  const brandName = nonBlank(product.brandName);
  const category = productCategory(product, options.categories);
  const offers = productOffers(product, options, url);
  return {
    '@context': SCHEMA_ORG_CONTEXT,
    '@type': 'Product',
    name: product.productName,
    sku: product.id,
    ...(url === undefined ? {} : { url }),
    ...(image === undefined ? {} : { image }),
    ...(description === undefined ? {} : { description }),
    ...(brandName === undefined ? {} : { brand: { '@type': 'Brand', name: brandName } }),
    ...(category === undefined ? {} : { category }),
    ...(offers === undefined ? {} : { offers }),
  };
}
