import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCms } from '../cms/index.ts';
import { CART_EMPTY_MESSAGE } from '../rules/commerce/cart.ts';
import type { OptionPrice } from '../rules/commerce/pricing.ts';
import { priceCart } from '../rules/commerce/cartPricing.ts';
import { CartSidebar, CART_SIDEBAR_TITLE, type CartSidebarLine } from './CartSidebar.tsx';
import { cartLocationFromCms } from './cartLocation.ts';
import { CartStockNotice } from './CartStockNotice.tsx';
import { CART_STOCK_NOTICE, cartLineStockIssue } from '../rules/commerce/productDetails.ts';

const onSale: OptionPrice = {
  regular: 38,
  price: 30.4,
  onSale: true,
  special: { specialName: '20% Off All Flower', specialSlug: '20-off-all-flower' },
};
const plain: OptionPrice = { regular: 18, price: 18, onSale: false, special: null };
const lines: CartSidebarLine[] = [
  {
    key: 'a',
    price: onSale,
    item: {
      name: 'Blue Dream',
      href: '/product/blue-dream',
      category: 'FLOWER',
      weight: '3.5g',
      option: '3.5g',
      quantity: 2,
      optionMaxQuantity: 2,
    },
  },
  {
    key: 'b',
    price: plain,
    item: { name: 'Sour Watermelon Gummies', href: '/product/sour', category: 'EDIBLES', weight: '100mg', option: '10pk', quantity: 1 },
  },
];
const totals = priceCart([
  { slug: 'a', quantity: 2, regular: 38, price: 30.4 },
  { slug: 'b', quantity: 1, regular: 18, price: 18 },
]);

describe('CartSidebar (spec 2.10)', () => {
  it("'Shopping Cart' with 'Your Items ({count})', each item's lines, the totals and both buttons", () => {
    render(<CartSidebar open onClose={() => undefined} lines={lines} totals={totals} />);
    const dialog = screen.getByRole('dialog', { name: CART_SIDEBAR_TITLE });
    const panel = within(dialog);
    expect(panel.getByRole('heading', { name: 'Your Items (3)' })).toBeInTheDocument();
    expect(panel.getByText('Weight : 3.5g')).toBeInTheDocument();
    expect(panel.getByText('Pack : 10pk')).toBeInTheDocument();
    expect(panel.getByText(/^Price : \$30\.40/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '20% Off All Flower' })).toHaveAttribute('href', '/specials?specialSlug=20-off-all-flower');
    expect(panel.getByRole('link', { name: 'Blue Dream' })).toHaveAttribute('href', '/product/blue-dream');
    expect(panel.getByText('Item (3)')).toBeInTheDocument();
    expect(panel.getByText('Discount')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('the stepper stops at the maximum; the actions reach the app with the line key', async () => {
    const onQuantity = vi.fn();
    const onMoveToWishlist = vi.fn();
    const onClearAll = vi.fn();
    render(
      <CartSidebar
        open
        onClose={() => undefined}
        lines={lines}
        totals={totals}
        onQuantity={onQuantity}
        onMoveToWishlist={onMoveToWishlist}
        onClearAll={onClearAll}
      />,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity of Blue Dream (3.5g) (at most 2)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Blue Dream (3.5g)' }));
    expect(onQuantity).toHaveBeenCalledWith('a', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Move to Wishlist: Sour Watermelon Gummies (10pk)' }));
    expect(onMoveToWishlist).toHaveBeenCalledWith('b');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalled();
  });

  it('a line above the store’s stock says how many are left, is described by it, and only goes down', async () => {
    const onQuantity = vi.fn();
    const short: CartSidebarLine[] = [
      {
        ...lines[1]!,
        item: { ...lines[1]!.item, quantity: 4 },
        stock: cartLineStockIssue({ name: 'Sour Watermelon Gummies', option: '10pk', quantity: 4 }, { quantityAvailable: 2 }, 'Huron Leaf'),
      },
    ];
    render(
      <CartSidebar
        open
        onClose={() => undefined}
        lines={short}
        totals={totals}
        onQuantity={onQuantity}
        checkoutDisabled
        closedNotice={<CartStockNotice />}
      />,
    );
    const message = 'Only 2 of Sour Watermelon Gummies (10pk) left at Huron Leaf. Please lower the quantity.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Sour Watermelon Gummies (10pk)' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Increase quantity of Sour Watermelon Gummies (10pk) (at most 2)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Sour Watermelon Gummies (10pk)' }));
    expect(onQuantity).toHaveBeenCalledWith('b', 3);
    expect(screen.getByRole('status')).toHaveTextContent(CART_STOCK_NOTICE);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it("'+' stops at what the store has left", () => {
    render(
      <CartSidebar
        open
        onClose={() => undefined}
        lines={[{ ...lines[1]!, item: { ...lines[1]!.item, quantity: 3 }, available: 3 }]}
        totals={totals}
      />,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity of Sour Watermelon Gummies (10pk) (at most 3)' })).toBeDisabled();
    expect(screen.queryByText(/left at|sold out at/)).toBeNull();
  });

  it('a line the store can sell says nothing of stock', () => {
    render(<CartSidebar open onClose={() => undefined} lines={[{ ...lines[1]!, stock: null }]} totals={totals} />);
    expect(screen.queryByText(/left at|sold out at/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Increase quantity of Sour Watermelon Gummies (10pk)' })).toBeEnabled();
  });

  it('checkout disabled while the store is closed, with the reason; the checkout offer may intercept', async () => {
    const { rerender } = render(
      <CartSidebar open onClose={() => undefined} lines={lines} totals={totals} checkoutDisabled closedNotice={<p>Closed now</p>} />,
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByText('Closed now')).toBeInTheDocument();
    const onCheckout = vi.fn();
    rerender(<CartSidebar open onClose={() => undefined} lines={lines} totals={totals} onCheckout={onCheckout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalled();
  });

  it("empty: 'Shopping cart is empty!' with 'View Cart'", () => {
    render(<CartSidebar open onClose={() => undefined} lines={[]} totals={priceCart([])} />);
    expect(screen.getByText(CART_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});

describe('cartLocationFromCms (spec 2.10, 1)', () => {
  const preference = {
    orderType: 'PICKUP' as const,
    selectedPickupAddressObject: { line1: '1 Main St', city: 'Troy', state: 'MI', postalCode: '48083' },
    retailerDetails: { address: 'POS 1 Main' },
  };
  it.each([
    [
      { cartProductSectionCmsData: { isShowLocation: true } },
      'dispensaryMenuOne',
      { label: 'Pickup from', address: '1 Main St, Troy, MI 48083' },
    ],
    [
      { cartProductSectionCmsData: { isShowLocation: true }, providerSettingsCms: { isPosAddressProvider: true } },
      'dispensaryMenuOne',
      { label: 'Pickup from', address: 'POS 1 Main' },
    ],
    [{ cartProductSectionCmsData: { isShowLocation: false } }, 'dispensaryMenuOne', null],
    [{ cartProductSectionCmsData: { isShowLocation: true } }, 'ecommerce', null],
  ])('%o, %s → %o', (cms, provider, expected) => {
    expect(cartLocationFromCms(parseCms(cms).config, preference, provider as never)).toEqual(expected);
  });
});
