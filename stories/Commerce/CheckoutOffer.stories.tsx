import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  activeSpecialsFor,
  CHECKOUT_OFFER_DEFAULT_DESCRIPTION,
  CHECKOUT_OFFER_DEFAULT_TITLE,
  CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE,
  CheckoutClosedNotice,
  CheckoutOffer,
  checkoutOfferProducts,
  storeClosedModalContent,
  type Product,
} from '@storefront/components';
import { products, retailers, specials } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { STORY_FRIDAY } from '../support/deals.ts';

interface OfferStoryArgs {
  /** The cart's product slugs (the cart-based source reads their categories). */
  cart: string[];
  /** 'cms': the fixture's own setting; 'cart' / 'configured' force that source. */
  source?: 'cms' | 'cart' | 'configured';
  state?: 'ready' | 'loading' | 'empty';
  storeClosed?: boolean;
}

/**
 * The checkout offer over the fixture's checkoutPopupSettingsCMS: the products chosen by the
 * storefront's own rule (checkoutOfferProducts) from the products the fixture's store sells on the
 * recreational menu, priced with the deals running on the runner's Friday.
 */
function CheckoutOfferStory({ cart, source = 'cms', state = 'ready', storeClosed = false }: OfferStoryArgs) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const context = { retailerId: retailer.id, now: STORY_FRIDAY, timeZone: retailer.timezone };
  const cms = config.checkoutPopupSettingsCMS;
  const cartBased = source === 'cms' ? cms.enableCartBasedSuggestions : source === 'cart';
  const menu: Product[] = products
    .filter((p) => p.isActive && p.retailerIds.includes(retailer.id) && p.menuTypes.includes('RECREATIONAL'))
    .map((p) => ({ ...p, activeSpecials: activeSpecialsFor(p, specials, context) }));
  const cartItems = cart.flatMap((slug) => {
    const product = products.find((p) => p.slug === slug);
    return product ? [{ productId: product.id, product: { slug: product.slug, category: product.category } }] : [];
  });
  const offered = checkoutOfferProducts({
    enableCartBasedSuggestions: cartBased,
    cartItems,
    products: menu,
    productSlugs: cms.productSlugs,
  });
  return (
    <CheckoutOffer
      open
      onClose={() => undefined}
      cms={cms}
      products={state === 'loading' ? undefined : state === 'empty' ? [] : offered}
      provider={config.initialSiteData.provider}
      menuType="RECREATIONAL"
      checkoutDisabled={storeClosed}
      closedNotice={<CheckoutClosedNotice content={storeClosedModalContent(config.retailerClosePopupCMS)} />}
      onCheckout={() => undefined}
    />
  );
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The checkout offer popup (spec 2.11): the CMS title and description (the spec's defaults when
 * blank), a carousel of offered products at 2 slides below 640 px and 4 above, 'View Cart' and
 * 'Checkout', 'Looks like no product found.' when nothing is offered.
 */
const meta = {
  title: 'Commerce/CheckoutOffer',
  component: CheckoutOfferStory,
  // fresh-page: a modal locks the page's scroll and moves focus: each case gets a fresh preview.
  tags: ['screenshot', 'fresh-page'],
  args: { cart: ['blue-dream-flower-3-5g'] },
} satisfies Meta<typeof CheckoutOfferStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each fixture's own setting: Copper State suggests from the cart's categories, the others show their configured products. */
export const FromTheCms: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const panel = within(dialog);
    await expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await expect(panel.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await expect(panel.getAllByRole('link', { name: /\$/ }).length).toBeGreaterThan(0);
  },
};

/** The configured products, in the CMS's order, active only: the title and description fall back to the spec's defaults. */
export const ConfiguredProducts: Story = {
  tags: ['fixture-greenleaf'],
  args: { source: 'configured' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: CHECKOUT_OFFER_DEFAULT_TITLE });
    await expect(within(dialog).getByText(CHECKOUT_OFFER_DEFAULT_DESCRIPTION)).toBeInTheDocument();
  },
};

/** Cart-based: products from the cart's categories (a flower and an edible), none already in the cart. */
export const FromTheCart: Story = {
  tags: ['fixture-copper-state'],
  args: { source: 'cart', cart: ['og-kush-flower-3-5g', 'lemonade-mints-edible-20pk'] },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('link', { name: /OG Kush/ })).toBeNull();
    await expect(within(dialog).getAllByRole('link', { name: /Flower|Gummies|Chocolate|Mints/i }).length).toBeGreaterThan(0);
  },
};

export const NothingToOffer: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByText(CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  tags: ['fixture-greenleaf'],
  args: { state: 'loading' },
};

/** The store is closed and the store-closed setting is on: 'Checkout' is disabled, with the reason. */
export const StoreClosed: Story = {
  tags: ['vp-desktop', 'fixture-mile-high'],
  args: { storeClosed: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeDisabled();
  },
};
