/**
 * Run-time checks of the answers the storefront reads, against the contract (contract.ts and the
 * domain types). A call whose answer does not pass is a failed call (client.ts: ApiError kind
 * 'malformed'): a truncated or empty 200 must never read as "no retailers", "not on the menu" or
 * the unbranded default CMS.
 *
 * Each entity checks every field its domain type requires (the `EntityShape` type makes a new
 * required field a compile error here until it is checked) plus the optional fields the storefront
 * computes with; fields the contract does not name are kept as they are (loose objects).
 * Written with `zod/mini`, like the CMS schema, to keep the client small.
 */
import { z } from 'zod/mini';
import type {
  Address,
  CartItem,
  Brand,
  Category,
  DayHours,
  MenuDisplayConfiguration,
  NotificationItem,
  Product,
  ProductOption,
  Retailer,
  SearchSuggestion,
  SearchSuggestionResult,
  SpecialHours,
  Special,
  User,
  WishlistItem,
} from '../domain/types.ts';
import { facetKeys, type CatalogFacet, type FacetCount } from '../rules/commerce/catalogFilters.ts';
import type { ApiEnvelope, NotificationsData, Paginated, ProductMenuSuccess, SignInResponse } from './contract.ts';
import type { AdServeAnswer } from './ads.ts';

/** The keys a type requires (optional keys excluded). */
type RequiredKeys<T> = { [K in keyof T]-?: T extends Record<K, T[K]> ? K : never }[keyof T];

/** A validator for each required field of T, and optionally for its other fields. */
export type EntityShape<T> = { [K in RequiredKeys<T>]: z.ZodMiniType } & { [K in Exclude<keyof T, RequiredKeys<T>>]?: z.ZodMiniType };

/**
 * An object check for the domain type T. The result is typed as T: the shape covers T's required
 * fields, and the optional ones it checks accept null as "not set".
 */
export function entity<T>(shape: EntityShape<T>): z.ZodMiniType<T> {
  return z.looseObject(shape as z.core.$ZodLooseShape) as unknown as z.ZodMiniType<T>;
}

/** An optional field: missing, null or the given type. */
const opt = <S extends z.ZodMiniType>(schema: S) => z.optional(z.nullable(schema));
const text = () => z.string();
/** zod 4's number() already rejects NaN and ±Infinity. */
const finite = () => z.number();
const texts = () => z.array(z.string());

// ── Domain entities ─────────────────────────────────────────────────────────────────────────────
const address = entity<Address>({ line1: text(), city: text(), state: text(), postalCode: text() });
const dayHours = entity<DayHours>({ active: z.boolean(), start: text(), end: text() });
const specialHours = entity<SpecialHours>({
  name: text(),
  start: text(),
  end: text(),
  active: z.boolean(),
  specialDateRangeCheckStatus: z.boolean(),
  closed: opt(z.boolean()),
});

export const retailerSchema = entity<Retailer>({
  id: text(),
  retailerId: text(),
  name: text(),
  retailerName: text(),
  address: text(),
  addressObject: address,
  coordinates: z.looseObject({ latitude: finite(), longitude: finite() }),
  menuTypes: texts(),
  pickupHours: z.record(z.string(), dayHours),
  specialHours: z.array(specialHours),
  urlSlug: opt(text()),
  locationDetail: opt(z.looseObject({ distance: opt(finite()) })),
  licenseNumber: opt(text()),
});

const productOption = entity<ProductOption>({
  option: text(),
  weight: text(),
  price: finite(),
  specialPrice: opt(finite()),
  medicalPrice: opt(finite()),
  medicalSpecialPrice: opt(finite()),
  quantityAvailable: opt(finite()),
  maxQuantity: opt(finite()),
});

export const productSchema = entity<Product>({
  id: text(),
  slug: text(),
  productSlug: text(),
  productName: text(),
  image: text(),
  variantsSize: finite(),
  category: text(),
  brandId: text(),
  brandName: text(),
  options: z.array(productOption),
  maxQuantity: opt(finite()),
  menuTypes: texts(),
  retailerIds: texts(),
  activeSpecials: opt(z.array(z.looseObject({ name: text(), urlSlug: text(), discount: opt(z.looseObject({ kind: text() })) }))),
  popularity: finite(),
  isActive: z.boolean(),
});

export const brandSchema = entity<Brand>({
  id: text(),
  urlSlug: text(),
  brandName: text(),
  name: text(),
  customImage: opt(text()),
  imageUrl: opt(text()),
  isSponsored: opt(z.boolean()),
});

export const categorySchema = entity<Category>({ categoryName: text(), urlSlug: text(), image: text() });

const menuDisplayConfiguration = entity<MenuDisplayConfiguration>({ name: z.string(), image: opt(text()), description: opt(text()) });

export const specialSchema = entity<Special>({
  id: text(),
  name: text(),
  urlSlug: text(),
  menuDisplayConfiguration,
  retailerIds: texts(),
  productSlugs: texts(),
  // A discount of an unknown shape prices nothing (pricing.ts), so only its kind is checked.
  discount: opt(z.looseObject({ kind: text() })),
});

const searchSuggestion = entity<SearchSuggestion>({
  highlight: text(),
  brandNameAndProductNameAndCategoryName: text(),
  productSlug: text(),
  productName: text(),
  image: text(),
  variantsSize: finite(),
});

export const searchSuggestionResultSchema = entity<SearchSuggestionResult>({
  suggestions: z.array(searchSuggestion),
  brands: texts(),
  products: z.array(
    entity<SearchSuggestionResult['products'][number]>({
      slug: text(),
      productSlug: text(),
      productName: text(),
      image: text(),
      variantsSize: finite(),
      category: text(),
    }),
  ),
  totalProducts: finite(),
});

export const userSchema = entity<User>({ _id: text(), email: text(), firstName: text(), lastName: text(), fullName: text() });

/** A wishlist row as the chrome reads it: the product slug and the list name (spec 3; a row without a name is the unnamed list). */
export const wishlistRowSchema = entity<WishlistItem>({ slug: text(), listName: opt(text()) });

const notificationItem = entity<NotificationItem>({ id: text(), title: text(), body: text(), createdAt: text(), seen: z.boolean() });

// ── Envelopes ───────────────────────────────────────────────────────────────────────────────────
/** `{ statusCode?, message?, data: T }` (the status itself is judged by the client, not here). */
export function envelopeOf<T>(data: z.ZodMiniType<T>): z.ZodMiniType<ApiEnvelope<T>> {
  return z.looseObject({ data }) as unknown as z.ZodMiniType<ApiEnvelope<T>>;
}

/**
 * A single fetch: "data, which may be an array (the first element, or the whole list)" (spec 7).
 * An empty array is a valid answer that holds nothing.
 */
export function singleOf<T>(item: z.ZodMiniType<T>): z.ZodMiniType<ApiEnvelope<T | T[]>> {
  return envelopeOf(z.union([item, z.array(item)])) as unknown as z.ZodMiniType<ApiEnvelope<T | T[]>>;
}

/** A paginated fetch: `data.data` plus `data.total`, or a plain array (spec 7). */
export function pageOf<T>(item: z.ZodMiniType<T>): z.ZodMiniType<ApiEnvelope<Paginated<T> | T[]>> {
  const paginated = z.looseObject({ data: z.array(item), total: z.optional(finite()) });
  return envelopeOf(z.union([paginated, z.array(item)])) as unknown as z.ZodMiniType<ApiEnvelope<Paginated<T> | T[]>>;
}

/** The CMS payload is one JSON object (parseCms checks its fields, leniently). */
export const cmsEnvelopeSchema = envelopeOf(z.record(z.string(), z.unknown()));

/** The filtered product menu: menu.products (spec 7) and its total. */
const facetCount = entity<FacetCount>({ value: text(), label: text(), count: finite(), selected: z.boolean() });
const catalogFacet = entity<CatalogFacet>({ key: z.enum(facetKeys), label: text(), multiple: z.boolean(), values: z.array(facetCount) });

export const productMenuSchema = z.looseObject({
  menu: z.looseObject({ products: z.array(productSchema), total: z.optional(finite()), facets: z.optional(z.array(catalogFacet)) }),
}) as unknown as z.ZodMiniType<Pick<ProductMenuSuccess, 'menu'> & { menu: { total?: number } }>;

/** Sign-in: the user (the session itself is the HttpOnly cookie the answer sets). */
export const signInSchema = z.looseObject({ data: userSchema }) as unknown as z.ZodMiniType<SignInResponse>;

export const notificationsSchema = envelopeOf(
  entity<NotificationsData>({
    data: z.array(notificationItem),
    total: finite(),
    unseenCount: finite(),
    recommendedProductData: z.array(z.unknown()),
  }),
);

/** The ad service's answer: one slot's creatives, banners and sponsored products (ads.ts). */
const bannerCreative = z.looseObject({
  adId: z.string(),
  kind: z.literal('banner'),
  brandName: z.string(),
  headline: z.string(),
  body: z.string(),
  cta: z.string(),
  logo: z.string(),
  href: z.string(),
  background: z.string(),
  color: z.string(),
});
const productCreative = z.looseObject({ adId: z.string(), kind: z.literal('product'), product: productSchema });
export const adServeAnswerSchema = z.looseObject({
  statusCode: z.number(),
  data: z.looseObject({ slot: z.string(), ads: z.array(z.union([bannerCreative, productCreative])) }),
}) as unknown as z.ZodMiniType<{ statusCode: number; data: AdServeAnswer }>;

// ── Checking ────────────────────────────────────────────────────────────────────────────────────
export type CheckResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Checks `value` against `schema`; the problems name the path of each mismatch (at most 5). */
export function check<T>(schema: z.ZodMiniType<T>, value: unknown): CheckResult<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.data };
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(answer)'}: ${issue.code}`);
  return { ok: false, problems };
}

/** The signed-in shopper's server cart: `{ data: { items, version } }`. */
export const serverCartSchema = z.looseObject({
  data: z.looseObject({
    items: z.array(
      z.looseObject({
        product: z.looseObject({ slug: z.string(), image: z.string(), name: z.string(), category: z.string() }),
        productId: z.string(),
        option: z.string(),
        price: z.number(),
        quantity: z.number(),
      }),
    ),
    version: z.number(),
  }),
}) as unknown as z.ZodMiniType<ApiEnvelope<ServerCart>>;
export interface ServerCart {
  items: CartItem[];
  version: number;
}
