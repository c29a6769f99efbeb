/**
 * Money and Shop By Price buckets, spec section 9 ("Money", "Shop By Price buckets"). Kept apart
 * from the date rules so that a module needing only money (the cart) does not pull in dayjs.
 */
import { CURRENCY_SYMBOL, MONEY_DECIMALS, SHOP_BY_PRICE_BUCKETS, type ShopByPriceBucket } from '../constants.ts';

/**
 * Money (spec 9: "currency $, 2 decimals"): '$' + amount rounded half up to 2 decimals, with ','
 * thousands grouping (our choice, en-US style): 1234.5 → '$1,234.50'. Negative amounts read
 * '-$5.00'. Numeric strings are accepted; anything not a finite number reads '$0.00'.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount.trim() || NaN) : Number(amount ?? NaN);
  if (!Number.isFinite(n)) return `${CURRENCY_SYMBOL}${(0).toFixed(MONEY_DECIMALS)}`;
  const factor = 10 ** MONEY_DECIMALS;
  const rounded = Math.round((Math.abs(n) + Number.EPSILON) * factor) / factor;
  const [whole = '0', fraction = ''] = rounded.toFixed(MONEY_DECIMALS).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && rounded > 0 ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${grouped}.${fraction}`;
}

/** Shop By Price: label → price value ('Under $20' → '20'); null for an unknown label. */
export function shopByPriceValue(label: string | null | undefined): ShopByPriceBucket['value'] | null {
  const wanted = (label ?? '').trim();
  return SHOP_BY_PRICE_BUCKETS.find((b) => b.label === wanted)?.value ?? null;
}

/** Shop By Price: price value → label ('100-above' → '$100 & Above'); null for an unknown value. */
export function shopByPriceLabel(value: string | number | null | undefined): ShopByPriceBucket['label'] | null {
  const wanted = String(value ?? '').trim();
  return SHOP_BY_PRICE_BUCKETS.find((b) => b.value === wanted)?.label ?? null;
}
