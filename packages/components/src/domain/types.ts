/**
 * Catalogue and shopper entities, spec section 3. Field names are the spec's. Shared by the CMS
 * schema, the rules, the widgets, the demo backend and the app.
 */

// ── Provider kinds (spec 1). Their real values are not reproduced in the spec; these are ours. ──
export const providerKinds = ['dispensaryMenuOne', 'dispensaryMenuTwo', 'ecommerce'] as const;
export type ProviderKind = (typeof providerKinds)[number];
export const PROVIDER_DISPENSARY_MENU_ONE: ProviderKind = 'dispensaryMenuOne';
export const PROVIDER_DISPENSARY_MENU_TWO: ProviderKind = 'dispensaryMenuTwo';
export const PROVIDER_ECOMMERCE: ProviderKind = 'ecommerce';

// ── Order and menu types (spec 1, 4). ──
export const orderTypes = ['DELIVERY', 'PICKUP', 'CURBSIDE_PICKUP'] as const;
export type OrderType = (typeof orderTypes)[number];
export const menuTypes = ['MEDICAL', 'RECREATIONAL'] as const;
export type MenuType = (typeof menuTypes)[number];

/** What a special gives. Storewide eligibility deals (patients, veterans, seniors) are applied at the register. */
export type SpecialDiscount =
  | { kind: 'PERCENT_OFF'; percent: number }
  | { kind: 'AMOUNT_OFF'; amount: number }
  | { kind: 'FIXED_PRICE'; price: number; options?: string[] }
  | { kind: 'BUNDLE'; quantity: number; price: number }
  | { kind: 'AT_REGISTER'; note: string };

/** What priceOption needs of a special (a product's activeSpecials carry just this). */
export interface PricingSpecial {
  name: string;
  urlSlug: string;
  discountLabel?: string;
  discount?: SpecialDiscount | null;
}

export interface Address {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof weekdays)[number];

export interface DayHours {
  active: boolean;
  /** 'HH:mm', 24 h. */
  start: string;
  end: string;
}

export interface SpecialHours {
  name: string;
  /** ISO date-time strings. */
  start: string;
  end: string;
  active: boolean;
  /** True when the special hours' date range matches today (spec 4). */
  specialDateRangeCheckStatus: boolean;
  /**
   * Ours (issue 35): a dated exception to the weekly hours, judged by its dates in the store's own
   * calendar (storeHours.ts datedSpecialHoursOn): true, closed on those days; false, open from start's
   * to end's wall-clock time. Absent: the entry is read only through the flags above, as the spec does.
   */
  closed?: boolean;
}

export interface Retailer {
  id: string;
  retailerId: string;
  name: string;
  retailerName: string;
  /** Display address as the point-of-sale provider formats it (used with the POS-address flag). */
  address: string;
  addressObject: Address;
  contactNumber?: string;
  retailerPhoneNumber?: string;
  urlSlug?: string;
  coordinates: { latitude: number; longitude: number };
  locationDetail?: { distance?: number };
  menuTypes: MenuType[];
  pickupHours: Record<Weekday, DayHours>;
  specialHours: SpecialHours[];
  image?: string;
  timezone?: string;
  /** The store's delivery zone, fee and order minimum; absent: pickup only. */
  delivery?: RetailerDelivery;
  /**
   * The state licence number (issue 35: Arizona and Colorado require it on a dispensary's advertising),
   * as the state's regulator writes it.
   */
  licenseNumber?: string;
  /** How the store takes scheduled orders (issue 35: slot length, capacity, buffers); absent: the defaults (rules/commerce/pickupSlots.ts). */
  slotSettings?: RetailerSlotSettings;
}

/** A store's pickup and delivery slot settings as the point of sale writes them; each is read defensively (readSlotSettings). */
export interface RetailerSlotSettings {
  slotMinutes?: number;
  ordersPerSlot?: number;
  prepMinutes?: number;
  daysAhead?: number;
  sameDay?: boolean;
  lastSlotBeforeCloseMinutes?: number;
}

export interface RetailerDelivery {
  /** What the shopper calls the zone ('Downtown Detroit and Midtown'); absent: the ZIP codes say it. */
  zoneName?: string;
  /** The ZIP codes it delivers to (5 digits). */
  zipCodes: string[];
  /** Delivery fee and order minimum, dollars. */
  fee: number;
  minimum: number;
  /** Typical delivery time, minutes (from, to). */
  etaMinutes?: [number, number];
}

export interface ProductOption {
  /** e.g. '1g', '3.5g', '10pk', 'N/A'. */
  option: string;
  weight: string;
  /** The recreational menu's price (and the only price of a recreational-only product). */
  price: number;
  specialPrice?: number;
  /** The medical menu's prices, when the product is on a medical menu. */
  medicalPrice?: number;
  medicalSpecialPrice?: number;
  quantityAvailable?: number;
  maxQuantity?: number;
}

export type ProductCategory = 'FLOWER' | 'PRE_ROLLS' | 'VAPORIZERS' | 'EDIBLES' | 'CONCENTRATES' | 'TINCTURES' | 'TOPICALS' | 'ACCESSORIES';

/** A terpene's share of the product (percent of its weight). */
export interface ProductTerpene {
  name: string;
  percent: number;
}

/** The product's certificate of analysis, as the lab reported it. */
export interface LabResults {
  lab: string;
  batch: string;
  /** 'YYYY-MM-DD'. */
  testedOn: string;
  thc?: string;
  cbd?: string;
  totalTerpenes?: string;
  /** The safety screens (pesticides, heavy metals, microbials, residual solvents). */
  screens: Array<{ name: string; passed: boolean }>;
  /** The certificate of analysis as a document (a PDF), when the backend has one. */
  certificateUrl?: string;
}

export interface Product {
  id: string;
  slug: string;
  productSlug: string;
  productName: string;
  image: string;
  imageAlt?: string;
  variantsSize: number;
  category: ProductCategory;
  brandId: string;
  brandName: string;
  strainType?: 'INDICA' | 'SATIVA' | 'HYBRID' | 'HIGH_CBD';
  thc?: string;
  cbd?: string;
  description?: string;
  effects?: string[];
  /** Cannabis products with a terpene test (flower, pre-rolls, vapes, concentrates). */
  terpenes?: ProductTerpene[];
  labResults?: LabResults;
  options: ProductOption[];
  maxQuantity?: number;
  menuTypes: MenuType[];
  /** Retailers carrying it. */
  retailerIds: string[];
  specialSlugs?: string[];
  /** The specials running for it now at the requested store (served per request; priceOption). */
  activeSpecials?: PricingSpecial[];
  popularity: number;
  /** When the catalogue first listed it (ISO date): the 'Newest' sort. */
  addedAt?: string;
  isActive: boolean;
}

export interface Brand {
  id: string;
  urlSlug: string;
  brandName: string;
  name: string;
  /** Ignored when the string 'null' or a default.png (spec 3). */
  customImage?: string | null;
  imageUrl?: string;
  isSponsored?: boolean;
  description?: string;
}

export interface Category {
  categoryName: string;
  urlSlug: string;
  image: string;
  imageAlt?: string;
  imageTitle?: string;
  /** Derived display name, e.g. 'Pre-Rolls'. */
  displayName?: string;
}

export interface MenuDisplayConfiguration {
  image?: string | null;
  name: string;
  description?: string | null;
}

export interface Special {
  id: string;
  name: string;
  urlSlug: string;
  menuDisplayConfiguration: MenuDisplayConfiguration;
  /** The provider's own image for the deal (used with the provider-image flag). */
  providerImage?: string | null;
  retailerIds: string[];
  productSlugs: string[];
  categorySlug?: string;
  discountLabel?: string;
  /** What the deal gives, priced by rules/commerce/pricing.ts (issue 11). */
  discount?: SpecialDiscount | null;
  /** 'Sunday'…'Saturday' on which it runs; empty = every day. */
  days?: Weekday[];
  /** Hours it runs, store time ('HH:mm', end exclusive); missing = all day. */
  hours?: { start: string; end: string } | null;
  /** Listed for a store: whether it runs there now (the API's clock). Missing: not known. */
  runningNow?: boolean;
}

export interface SearchSuggestion {
  highlight: string;
  brandNameAndProductNameAndCategoryName: string;
  productSlug: string;
  productName: string;
  image: string;
  variantsSize: number;
}

export interface SearchSuggestionResult {
  suggestions: SearchSuggestion[];
  brands: string[];
  products: Array<Pick<Product, 'slug' | 'productSlug' | 'productName' | 'image' | 'variantsSize' | 'category'>>;
  totalProducts: number;
}

export interface CartItem {
  product: { slug: string; image: string; name: string; category: ProductCategory | string };
  productId: string;
  option: string;
  weight?: string;
  price: number;
  quantity: number;
  maxQuantity?: number;
  specialDiscount?: { specialName: string; specialSlug: string } | null;
}

export interface CartTotals {
  subtotal: number;
  taxAmount: number;
  discountAmount: number;
  totalAmount: number;
  cartCounter: number;
}

export interface WishlistItem {
  slug: string;
  listName: string;
}

export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phone?: string;
}

export interface OrderPreference {
  orderType: OrderType;
  menuType: MenuType;
  retailerId: string | null;
  retailerName: string | null;
  retailerDetails?: { address: string } | null;
  selectedDeliveryAddress?: string | null;
  selectedPickupAddressObject?: Address | null;
  selectedCurbsideAddressObject?: Address | null;
}

export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  seen: boolean;
  link?: string;
}
