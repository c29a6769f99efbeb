import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  activeSpecialsFor,
  CART_EMPTY_MESSAGE,
  CART_SIDEBAR_TITLE,
  cartLocationFromCms,
  CART_STOCK_NOTICE,
  cartLineStockIssue,
  CartSidebar,
  CartStockNotice,
  CheckoutClosedNotice,
  isSpecialActive,
  limitUsage,
  priceCart,
  priceOption,
  purchaseLimitsFor,
  storeClosedModalContent,
  taxRatesFor,
  type CartSidebarLine,
  type MenuType,
  CartReminderPrompt,
  cartReminderPromptState,
} from '@storefront/components';
import { products, retailers, specials } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { STORY_FRIDAY } from '../support/deals.ts';

interface SidebarStoryArgs {
  lines: Array<[slug: string, option: string, quantity: number]>;
  menuType?: MenuType;
  storeClosed?: boolean;
  /** The cart reminder offer under the items (issue 12 item 5), as the cart shows it while permission is 'default'. */
  reminder?: boolean;
  /** What the store has left of a line's option (by product slug), as its menu answers it. */
  stock?: Record<string, number>;
}

/**
 * The cart sidebar open on the fixture's store, its lines priced with the storefront's own rules
 * (priceOption, priceCart, taxRatesFor, limitUsage) on the runner's Friday, the location block by
 * the fixture's CMS (cartLocationFromCms).
 */
function CartSidebarStory({ lines, menuType = 'RECREATIONAL', storeClosed = false, reminder = false, stock }: SidebarStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const context = { retailerId: retailer.id, now: STORY_FRIDAY, timeZone: retailer.timezone };
  const priced = lines.flatMap(([slug, optionName, quantity]) => {
    const product = products.find((p) => p.slug === slug);
    const option = product?.options.find((o) => o.option === optionName);
    if (!product || !option) return [];
    return [
      { product, option, quantity, price: priceOption({ option, menuType, specials: activeSpecialsFor(product, specials, context) }) },
    ];
  });
  const totals = priceCart(
    priced.map(({ product, quantity, price }) => ({ slug: product.slug, quantity, regular: price.regular, price: price.price })),
    {
      bundles: specials.filter((s) => s.discount?.kind === 'BUNDLE' && isSpecialActive(s, context)),
      tax: taxRatesFor(retailer.addressObject.state, menuType),
    },
  );
  const sidebarLines: CartSidebarLine[] = priced.map(({ product, option, quantity, price }) => ({
    key: `${product.id}-${option.option}`,
    price,
    stock: stock
      ? cartLineStockIssue(
          { name: product.productName, option: option.option, quantity },
          { quantityAvailable: stock[product.slug] },
          retailer.name,
        )
      : null,
    item: {
      name: product.productName,
      href: `/product/${product.productSlug}`,
      image: product.image,
      category: product.category,
      weight: option.weight,
      option: option.option,
      quantity,
      optionMaxQuantity: option.maxQuantity,
      productMaxQuantity: product.maxQuantity,
    },
  }));
  const location = cartLocationFromCms(
    config,
    {
      orderType: 'PICKUP',
      selectedPickupAddressObject: retailer.addressObject,
      retailerDetails: { address: retailer.address },
      retailerName: retailer.name,
    },
    config.initialSiteData.provider,
  );
  return (
    <CartSidebar
      open
      onClose={() => undefined}
      lines={sidebarLines}
      totals={totals}
      taxesKnown={taxRatesFor(retailer.addressObject.state, menuType) !== null}
      limits={limitUsage(
        priced.map(({ product, option, quantity }) => ({ category: product.category, weight: option.weight, thc: product.thc, quantity })),
        purchaseLimitsFor(retailer.addressObject.state, menuType),
      )}
      location={location ? { ...location, storeName: '' } : null}
      checkoutDisabled={storeClosed || sidebarLines.some((line) => line.stock)}
      closedNotice={
        storeClosed ? <CheckoutClosedNotice content={storeClosedModalContent(config.retailerClosePopupCMS)} /> : <CartStockNotice />
      }
      reminder={
        reminder ? (
          <CartReminderPrompt
            headingLevel={3}
            state={cartReminderPromptState({
              settingsActive: config.abandonedCartNotificationSettingsCms.isActive,
              supported: true,
              cartCount: totals.count,
              dismissed: false,
              permission: 'default',
            })}
            onEnable={() => undefined}
            onDismiss={() => undefined}
          />
        ) : null
      }
      onClearAll={() => undefined}
      onMoveToWishlist={() => undefined}
      onSaveForLater={() => undefined}
    />
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The cart sidebar, 'Shopping Cart' (spec 2.10): items with weight or pack size, price, the deal's
 * name, a stepper, 'Move to Wishlist' / 'Save for Later', remove; the totals; 'View Cart' and
 * 'Checkout'; the location block where the CMS shows it.
 */
const meta = {
  title: 'Commerce/CartSidebar',
  component: CartSidebarStory,
  // fresh-page: a drawer locks the page's scroll and moves focus: each case gets a fresh preview.
  tags: ['screenshot', 'fresh-page'],
  args: { lines: [] },
} satisfies Meta<typeof CartSidebarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flower at 20% off and an edible (its pack size, no weight line). */
export const TwoItems: Story = {
  args: {
    lines: [
      ['blue-dream-flower-3-5g', '3.5g', 1],
      ['sour-watermelon-gummies-edible-10pk', '10pk', 2],
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE });
    const panel = within(dialog);
    await expect(panel.getByRole('heading', { name: 'Your Items (3)' })).toBeInTheDocument();
    await expect(panel.getByText('Weight : 3.5g')).toBeInTheDocument();
    await expect(panel.getByText('Pack : 10pk')).toBeInTheDocument();
    await expect(panel.getByRole('link', { name: '20% Off Select Flower' })).toHaveAttribute(
      'href',
      '/specials?specialSlug=20-off-all-flower',
    );
  },
};

export const Empty: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE });
    await expect(within(dialog).getByText(CART_EMPTY_MESSAGE)).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  },
};

/** At the option's maximum (2): '+' is disabled; past the state's flower limit the meter says so. */
export const AtTheLimits: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: {
    lines: [
      ['blue-dream-flower-3-5g', '14g', 2],
      ['og-kush-flower-3-5g', '14g', 2],
      ['granddaddy-purple-flower-3-5g', '14g', 2],
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE });
    await expect(within(dialog).getAllByRole('button', { name: /^Increase quantity of .* \(at most 2\)$/ })[0]).toBeDisabled();
    await expect(within(dialog).getByText(/over the limit/)).toBeInTheDocument();
  },
};

/** The store is closed and the store-closed setting is on: 'Checkout' is disabled, with the reason. */
export const StoreClosed: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { lines: [['harlequin-flower-3-5g', '3.5g', 1]], storeClosed: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE });
    await expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

/**
 * The store has less than the cart holds (its menu's quantities): each line says how many are left
 * or that it is sold out, its '+' is off, and 'Checkout' waits with the reason until the cart fits.
 */
export const NotEnoughStock: Story = {
  tags: ['vp-mobile', 'fixture-greenleaf'],
  args: {
    lines: [
      ['blue-dream-flower-3-5g', '3.5g', 3],
      ['harlequin-flower-3-5g', '3.5g', 1],
    ],
    stock: { 'blue-dream-flower-3-5g': 2, 'harlequin-flower-3-5g': 0 },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE }));
    await expect(dialog.getByText(/^Only 2 of Blue Dream \(3\.5g\) left at .+\. Please lower the quantity\.$/)).toBeInTheDocument();
    await expect(dialog.getByText(/^Harlequin \(3\.5g\) is sold out at .+\. Please remove it from your cart\.$/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Increase quantity of Blue Dream (3.5g) (at most 2)' })).toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveTextContent(CART_STOCK_NOTICE);
    await expect(dialog.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};

/** The CMS hides the location block (cartProductSectionCmsData.isShowLocation off). */
export const LocationHidden: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  parameters: { cms: { patch: { cartProductSectionCmsData: { isShowLocation: false } } } },
  args: { lines: [['harlequin-flower-3-5g', '3.5g', 1]] },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE });
    await expect(dialog.querySelector('[data-part="cartLocation"]')).toBeNull();
  },
};

/** The cart reminder offer under the items, in the retailers whose reminders are on (issue 12 item 5). */
export const WithCartReminder: Story = {
  tags: ['vp-mobile', 'fixture-greenleaf', 'fixture-mile-high'],
  args: { lines: [['blue-dream-flower-3-5g', '3.5g', 1]], reminder: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CART_SIDEBAR_TITLE });
    const offer = within(dialog).getByRole('region', { name: 'Get a cart reminder' });
    await expect(within(offer).getByRole('heading', { level: 3 })).toBeInTheDocument();
    await expect(within(offer).getByRole('button', { name: 'Turn on reminders' })).toBeInTheDocument();
  },
};
