/**
 * The buying panel's quantity picker against the purchase limit and the stock (issue 35: "the quantity
 * picker offers at most what the purchase limit and stock allow"). Blue Dream's options: 1g (58 in
 * stock), 3.5g, 7g (18 in stock), 14g (at most 2 a line).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { products } from '@storefront/fixtures/catalog';
import { purchaseLimitsFor } from '../rules/commerce/taxesAndLimits.ts';
import { ProductPurchase, type ProductPurchaseProps } from './ProductPurchase.tsx';

const blueDream = products.find((p) => p.id === 'prod-0001')!;
const AZ = purchaseLimitsFor('AZ', 'RECREATIONAL');

function renderPanel(props: Partial<ProductPurchaseProps> = {}) {
  const onAdd = vi.fn();
  render(
    <ProductPurchase
      product={blueDream}
      menuType="RECREATIONAL"
      provider="ecommerce"
      inCart={() => 0}
      availability={{ sellable: true }}
      onAdd={onAdd}
      saved={false}
      onToggleList={() => undefined}
      {...props}
    />,
  );
  return { onAdd };
}

async function offered(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Quantity: / }));
  const values = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => Number(o.textContent));
  await user.keyboard('{Escape}');
  return values;
}

describe('ProductPurchase quantity cap (issue 35)', () => {
  it('7 g in Arizona: 4 offered, not 20, and the picker says it is the limit', async () => {
    const user = userEvent.setup();
    renderPanel({ purchaseLimits: { limits: AZ, lines: [] } });
    await user.click(screen.getByRole('radio', { name: /^7g/ }));
    expect(await offered(user)).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', { name: /^Quantity: / })).toHaveAccessibleDescription(
      'Purchase limit: Flower is limited to 28.3 g per order.',
    );
  });

  it('without a limit the stock bounds 7 g (18 left) and says so; 1 g offers the default 20 and says nothing', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('radio', { name: /^7g/ }));
    expect(await offered(user)).toHaveLength(18);
    expect(screen.getByRole('button', { name: /^Quantity: / })).toHaveAccessibleDescription('Up to 18: only 18 left');
    await user.click(screen.getByRole('radio', { name: /^1g/ }));
    expect(await offered(user)).toHaveLength(20);
    expect(screen.getByRole('button', { name: /^Quantity: / })).not.toHaveAttribute('aria-describedby');
  });

  it('a cart already at the limit: no picker, Add to cart disabled, the limit said', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderPanel({ purchaseLimits: { limits: AZ, lines: [{ category: 'FLOWER', weight: '28g', quantity: 1 }] } });
    await user.click(screen.getByRole('radio', { name: /^3\.5g/ }));
    expect(screen.queryByRole('button', { name: /^Quantity: / })).toBeNull();
    expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
    expect(screen.getByText('Purchase limit: Flower is limited to 28.3 g per order.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
