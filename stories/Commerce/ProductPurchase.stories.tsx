import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ADD_TO_LIST_LABEL,
  CART_AT_MAX_LABEL,
  CHOOSE_OPTION_LEGEND,
  lowStockLabel,
  notSoldAtStoreMessage,
  ProductPurchase,
  SAVED_TO_LIST_LABEL,
  SOLD_OUT_LABEL,
  type CartAddRequest,
} from '@storefront/components';
import { useStoryMenu } from '../support/menu.ts';

interface PurchaseStoryArgs {
  /** 'sale': a product with a deal running; 'full': one without. */
  pick: 'sale' | 'full';
  saved?: boolean;
  /** Each option already in the cart this many times. */
  inCart?: number;
  notSold?: boolean;
  /** 'mixed': the first option sold out, the second with 3 left (the demo stock has no sold-out option). */
  stock?: 'as-served' | 'mixed';
  onAdd?: (request: CartAddRequest) => void;
}

/** A product of the fixture's store menu in the buying panel, with Your List kept in the story. */
function PurchaseStory({
  pick,
  saved: startSaved = false,
  inCart = 0,
  notSold = false,
  stock = 'as-served',
  onAdd = () => undefined,
}: PurchaseStoryArgs) {
  const { config, menu, retailer } = useStoryMenu();
  const [saved, setSaved] = useState(startSaved);
  const picked =
    pick === 'sale'
      ? menu.find((p) => (p.activeSpecials?.length ?? 0) > 0 && p.options.length > 2 && p.effects?.length)
      : menu.find((p) => (p.activeSpecials?.length ?? 0) === 0 && p.options.length > 1 && p.strainType);
  if (!picked) return <p>No such product in this store's menu.</p>;
  const product =
    stock === 'mixed'
      ? {
          ...picked,
          options: picked.options.map((option, i) =>
            i === 0 ? { ...option, quantityAvailable: 0 } : i === 1 ? { ...option, quantityAvailable: 3 } : option,
          ),
        }
      : picked;
  return (
    <div style={{ maxWidth: 560 }}>
      <ProductPurchase
        product={product}
        menuType="RECREATIONAL"
        provider={config.initialSiteData.provider}
        inCart={() => inCart}
        availability={notSold ? { sellable: false, reason: notSoldAtStoreMessage(retailer.name) } : { sellable: true }}
        onAdd={onAdd}
        saved={saved}
        onToggleList={() => setSaved((value) => !value)}
      />
    </div>
  );
}

/**
 * The product page's buying panel (issue 13): facts, effects, the options with the price on this
 * menu (the regular price struck through while a deal runs), the quantity picker ('Quantity: {n}',
 * spec 2.10), add to cart and Add to Your List.
 */
const meta = {
  title: 'Commerce/ProductPurchase',
  component: PurchaseStory,
  tags: ['screenshot'],
  parameters: { layout: 'padded' },
  args: { pick: 'sale' },
} satisfies Meta<typeof PurchaseStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing an option and a quantity, then adding: the request carries both. */
export const OnSale: Story = {
  args: { onAdd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: CHOOSE_OPTION_LEGEND });
    const radios = within(group).getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await expect(canvasElement.querySelector('s, del')).not.toBeNull();
    await userEvent.click(radios[1]!);
    await expect(radios[1]).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Quantity: 1' }));
    await userEvent.click(canvas.getByRole('option', { name: '3' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Add to cart: / }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ item: expect.objectContaining({ option: radios[1]!.getAttribute('value'), quantity: 3 }) }),
    );
  },
};

export const FullPrice: Story = { tags: ['fixture-copper-state'], args: { pick: 'full' } };

/** Your List toggles its label (the page sends a guest to the sign-in-required modal instead). */
export const SavedToYourList: Story = {
  tags: ['vp-mobile'],
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVED_TO_LIST_LABEL }));
    await expect(canvas.getByRole('button', { name: ADD_TO_LIST_LABEL })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: ADD_TO_LIST_LABEL }));
  },
};

/** The line is at its maximum: no picker, 'Max in cart' and the reason. */
export const AtMaximum: Story = {
  tags: ['vp-mobile', 'fixture-greenleaf'],
  args: { inCart: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(`^${CART_AT_MAX_LABEL}: `) })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Quantity:/ })).toBeNull();
  },
};

/** Not sold at the shown store: the reason, the options disabled. */
export const NotSoldHere: Story = {
  tags: ['vp-desktop', 'fixture-mile-high'],
  args: { notSold: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Not sold at /);
    await expect(canvas.getByRole('button', { name: /^Add to cart: / })).toBeDisabled();
  },
};

/** Stock at the store: 'Sold out' (not choosable), 'Only 3 left' (chosen first; the picker goes to 3), 'In stock'. */
export const StockStates: Story = {
  tags: ['fixture-greenleaf'],
  args: { stock: 'mixed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = within(canvas.getByRole('group', { name: CHOOSE_OPTION_LEGEND })).getAllByRole('radio');
    await expect(radios[0]).toBeDisabled();
    await expect(radios[1]).toBeChecked();
    await expect(canvas.getByText(SOLD_OUT_LABEL)).toBeInTheDocument();
    await expect(canvas.getByText(lowStockLabel(3))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Quantity: 1' }));
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
  },
};
