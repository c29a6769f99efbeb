import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../domain/types.ts';
import {
  CHECKOUT_OFFER_DEFAULT_DESCRIPTION,
  CHECKOUT_OFFER_DEFAULT_TITLE,
  CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE,
} from '../rules/commerce/checkoutOffer.ts';
import { CheckoutOffer } from './CheckoutOffer.tsx';

const product = (id: string, name: string, price: number): Product =>
  ({
    id,
    slug: `${id}-slug`,
    productSlug: `${id}-slug`,
    productName: name,
    image: `/images/${id}.webp`,
    variantsSize: 1,
    category: 'FLOWER',
    brandId: 'b',
    brandName: 'Brand',
    options: [{ option: '3.5g', price, medicalPrice: price }],
    menuTypes: ['RECREATIONAL'],
    retailerIds: ['r'],
    popularity: 1,
    isActive: true,
  }) as Product;

const products = [product('a', 'Blue Dream', 38), product('b', 'OG Kush', 42)];

describe('CheckoutOffer (spec 2.11)', () => {
  it("blank CMS text: 'Checkout Offer' and its description; the products with their prices; 'View Cart' and 'Checkout'", async () => {
    const onCheckout = vi.fn();
    render(
      <CheckoutOffer
        open
        onClose={() => undefined}
        cms={{ title: ' ', description: null }}
        products={products}
        provider="dispensaryMenuOne"
        onCheckout={onCheckout}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: CHECKOUT_OFFER_DEFAULT_TITLE });
    expect(dialog).toHaveAccessibleDescription(CHECKOUT_OFFER_DEFAULT_DESCRIPTION);
    const panel = within(dialog);
    expect(panel.getByRole('link', { name: /Blue Dream/ })).toHaveAttribute('href', '/product/a-slug');
    expect(panel.getByText('$38.00')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(panel.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it("nothing to offer: 'Looks like no product found.'", () => {
    render(
      <CheckoutOffer open onClose={() => undefined} cms={{}} products={[]} provider="dispensaryMenuOne" onCheckout={() => undefined} />,
    );
    expect(screen.getByText(CHECKOUT_OFFER_NO_PRODUCTS_MESSAGE)).toBeInTheDocument();
  });

  it('closes on any link click and on browser back', () => {
    const onClose = vi.fn();
    render(<CheckoutOffer open onClose={onClose} cms={{}} products={products} provider="dispensaryMenuOne" onCheckout={() => undefined} />);
    fireEvent.click(screen.getByRole('link', { name: /OG Kush/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'View Cart' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('checkout is disabled while the store is closed, with the reason', () => {
    render(
      <CheckoutOffer
        open
        onClose={() => undefined}
        cms={{}}
        products={products}
        provider="dispensaryMenuOne"
        checkoutDisabled
        closedNotice={<p>Closed now</p>}
        onCheckout={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByText('Closed now')).toBeInTheDocument();
  });
});
