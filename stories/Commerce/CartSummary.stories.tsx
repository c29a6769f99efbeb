import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  activeSpecialsFor,
  CART_DISCOUNT_LABEL,
  CART_TOTAL_LABEL,
  CartSummary,
  isSpecialActive,
  limitUsage,
  priceCart,
  priceOption,
  PriceTag,
  purchaseLimitsFor,
  taxRatesFor,
  type MenuType,
} from '@storefront/components';
import { products, retailers, specials } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

/** The visual runner's clock: Friday 2026-11-20, 3:30 PM in Detroit. */
const FRIDAY = new Date('2026-11-20T15:30:00-05:00');
const MONDAY = new Date('2026-11-23T12:00:00-05:00');

interface CartStoryArgs {
  lines: Array<[slug: string, option: string, quantity: number]>;
  menuType?: MenuType;
  now?: Date;
  /** Show each line's PriceTag above the summary. */
  showPrices?: boolean;
}

/**
 * A cart of demo products at the fixture's default store, priced with the storefront's own rules
 * (priceOption, priceCart, taxRatesFor, limitUsage): each fixture shows its state's taxes and limits.
 */
function CartStory({ lines, menuType = 'RECREATIONAL', now = FRIDAY, showPrices = false }: CartStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0];
  if (!retailer) return null;
  const context = { retailerId: retailer.id, now, timeZone: retailer.timezone };
  const priced = lines.flatMap(([slug, optionName, quantity]) => {
    const product = products.find((p) => p.slug === slug);
    const option = product?.options.find((o) => o.option === optionName);
    if (!product || !option) return [];
    const price = priceOption({ option, menuType, specials: activeSpecialsFor(product, specials, context) });
    return [{ product, option, quantity, price }];
  });
  const totals = priceCart(
    priced.map(({ product, quantity, price }) => ({ slug: product.slug, quantity, regular: price.regular, price: price.price })),
    {
      bundles: specials.filter((s) => s.discount?.kind === 'BUNDLE' && isSpecialActive(s, context)),
      tax: taxRatesFor(retailer.addressObject.state, menuType),
    },
  );
  const limits = limitUsage(
    priced.map(({ product, option, quantity }) => ({ category: product.category, weight: option.weight, thc: product.thc, quantity })),
    purchaseLimitsFor(retailer.addressObject.state, menuType),
  );
  return (
    <Box padding="lg" style={{ maxWidth: '24rem', display: 'grid', gap: '1rem' }}>
      {showPrices ? (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }} aria-label="Prices">
          {priced.map(({ product, option, price }) => (
            <li key={`${product.id}-${option.option}`} style={{ display: 'grid', gap: '0.125rem' }}>
              <span>
                {product.productName} ({option.option})
              </span>
              <PriceTag price={price} showSpecial />
            </li>
          ))}
        </ul>
      ) : null}
      <CartSummary
        totals={totals}
        taxesKnown={taxRatesFor(retailer.addressObject.state, menuType) !== null}
        limits={limits}
        title={`Order Summary · ${retailer.name}`}
      />
    </Box>
  );
}

/**
 * The cart's totals (spec 2.10, issue 11): 'Item ({count})', Taxes with each state tax, Discount
 * only above 0, Total Price, and the purchase-limit meter; prices with the deal running.
 */
const meta = {
  title: 'Commerce/CartSummary',
  component: CartStory,
  tags: ['screenshot', 'vp-mobile'],
  args: { lines: [] },
} satisfies Meta<typeof CartStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two grams of Blue Dream at 20% off and a pack of papers at 30% off: sale prices, discount, taxes. */
export const WithDeals: Story = {
  args: {
    lines: [
      ['blue-dream-flower-3-5g', '1g', 2],
      ['unbleached-rolling-papers-accessory', 'N/A', 1],
    ],
    showPrices: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CART_DISCOUNT_LABEL)).toBeInTheDocument();
    await expect(canvas.getByText(CART_TOTAL_LABEL)).toBeInTheDocument();
    await expect(canvas.getByText('Item (3)')).toBeInTheDocument();
  },
};

/** No deal: no Discount row (spec 2.10 "Discount, only when above 0"). */
export const NoDiscount: Story = {
  args: { lines: [['harlequin-flower-3-5g', '3.5g', 1]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(CART_DISCOUNT_LABEL)).toBeNull();
  },
};

/** Past the state's flower limit: the meter says so. */
export const OverTheLimit: Story = {
  args: {
    lines: [
      ['blue-dream-flower-3-5g', '14g', 2],
      ['og-kush-flower-3-5g', '14g', 2],
      ['granddaddy-purple-flower-3-5g', '14g', 2],
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/over the limit/)).toBeInTheDocument();
  },
};

/** Munchie Monday: any two edibles for $30, priced over the cart. */
export const BundleDeal: Story = {
  args: {
    lines: [
      ['midnight-berry-sleep-gummies-edible-10pk', '10pk', 1],
      ['mango-chili-gummies-edible-10pk', '10pk', 1],
    ],
    now: MONDAY,
    showPrices: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CART_DISCOUNT_LABEL)).toBeInTheDocument();
  },
};

/** The medical menu: the medical price list, no excise tax. */
export const Medical: Story = {
  args: { lines: [['blue-dream-flower-3-5g', '3.5g', 1]], menuType: 'MEDICAL', showPrices: true },
};
