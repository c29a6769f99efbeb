import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import {
  BUY_AGAIN_LABEL,
  CANCEL_ORDER_LABEL,
  isCancellableOrder,
  ORDER_DETAILS_FAILED_MESSAGE,
  ORDER_DETAILS_LABEL,
  OrderCard,
  orderPlacedDate,
  orderTypeName,
  orderWhenLabel,
  priceCart,
  priceOption,
  storeName,
  taxRatesFor,
} from '@storefront/components';
import { products, retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

type DetailState = 'ready' | 'loading' | 'failed';

interface OrderStoryArgs {
  status: string;
  orderType: 'PICKUP' | 'CURBSIDE_PICKUP' | 'DELIVERY';
  expanded?: boolean;
  detailState?: DetailState;
}

/** An order at the fixture's store of two demo products, priced and taxed by the storefront's own rules. */
function OrderCardStory({ status, orderType, expanded: startExpanded = false, detailState = 'ready' }: OrderStoryArgs) {
  const { config } = useStoryCms();
  const [expanded, setExpanded] = useState(startExpanded);
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const bought = [
    { slug: 'blue-dream-flower-3-5g', option: '3.5g', quantity: 2 },
    { slug: 'sour-watermelon-gummies-edible-10pk', option: '10pk', quantity: 1 },
  ].flatMap(({ slug, option, quantity }) => {
    const product = products.find((p) => p.slug === slug);
    const found = product?.options.find((o) => o.option === option);
    return product && found
      ? [{ product, option: found, quantity, price: priceOption({ option: found, menuType: 'RECREATIONAL', specials: [] }) }]
      : [];
  });
  const totals = priceCart(
    bought.map(({ product, quantity, price }) => ({ slug: product.slug, quantity, regular: price.regular, price: price.price })),
    { tax: taxRatesFor(retailer.addressObject.state, 'RECREATIONAL') },
  );
  const placedAt = Date.parse('2026-11-18T17:05:00Z');
  const slot = '2026-11-18T18:30:00.000Z';
  const detail =
    detailState === 'loading'
      ? undefined
      : detailState === 'failed'
        ? null
        : {
            status,
            storeName: storeName(retailer),
            when: orderWhenLabel({ orderType, slot }, retailer.timezone),
            lines: bought.map(({ product, option, quantity }, index) => ({
              name: product.productName,
              option: option.option,
              quantity,
              lineTotal: totals.lines[index]?.lineTotal ?? 0,
            })),
            subtotal: totals.subtotal,
            discount: totals.discount,
            tax: totals.taxTotal,
            total: totals.total,
            history: [
              {
                status: 'placed',
                note: `Placed for ${orderTypeName(orderType).toLowerCase()} at ${retailer.name}.`,
                at: 'Nov 18, 12:05 PM',
              },
              ...(status === 'placed' ? [] : [{ status, note: '', at: 'Nov 18, 12:40 PM' }]),
            ],
          };
  return (
    <div style={{ maxWidth: 720 }}>
      <OrderCard
        order={{
          number: '4821937',
          status,
          placedOn: orderPlacedDate(placedAt, retailer.timezone),
          typeName: orderTypeName(orderType),
          total: totals.total,
        }}
        detail={detail}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        onBuyAgain={() => undefined}
        {...(isCancellableOrder(status) ? { onCancel: () => undefined } : {})}
      />
    </div>
  );
}

/**
 * An order in Your Order (issue 11): number, status, when, how and the total; 'Order details' opens
 * the lines, totals and status history; 'Buy again'; 'Cancel order' while it can still be cancelled.
 */
const meta = {
  title: 'Commerce/OrderCard',
  component: OrderCardStory,
  tags: ['screenshot'],
  args: { status: 'placed', orderType: 'PICKUP' },
} satisfies Meta<typeof OrderCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order #4821937' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `${CANCEL_ORDER_LABEL}: Order #4821937` })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `${BUY_AGAIN_LABEL}: Order #4821937` })).toBeInTheDocument();
  },
};

/** Opened: the items, the totals the server computed, the status history. */
export const Details: Story = {
  args: { status: 'completed', orderType: 'CURBSIDE_PICKUP', expanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: ORDER_DETAILS_LABEL })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('2 × Blue Dream (3.5g)', { exact: false })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: new RegExp(CANCEL_ORDER_LABEL) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: ORDER_DETAILS_LABEL }));
    await expect(canvas.getByRole('button', { name: ORDER_DETAILS_LABEL })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: ORDER_DETAILS_LABEL }));
  },
};

export const Cancelled: Story = {
  tags: ['vp-desktop'],
  args: { status: 'cancelled', orderType: 'DELIVERY', expanded: true },
};

export const DetailsLoading: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { expanded: true, detailState: 'loading' },
};

export const DetailsFailed: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { expanded: true, detailState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ORDER_DETAILS_FAILED_MESSAGE);
  },
};
