import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ProductCard,
  productFacts,
  QuickAdd,
  quickAddOptionLabel,
  SOLD_OUT_LABEL,
  SPONSORED_LABEL,
  type CartAddRequest,
} from '@storefront/components';
import { useStoryMenu } from '../support/menu.ts';

type CardCase = 'on-sale' | 'no-potency' | 'milligrams' | 'full-price';

interface CardStoryArgs {
  pick: CardCase;
  label?: string;
  skeleton?: boolean;
  /** Every option sold out at the store (the demo stock has none). */
  soldOut?: boolean;
  /** The catalogue grids' quick add under the card. */
  onQuickAdd?: (request: CartAddRequest) => void;
}

/** A product of the fixture's store menu that shows the case (a deal running on the runner's Friday, an accessory, an edible). */
function CardStory({ pick, label, skeleton = false, soldOut = false, onQuickAdd }: CardStoryArgs) {
  const { config, menu } = useStoryMenu();
  const chosen = {
    'on-sale': menu.find((p) => (p.activeSpecials?.length ?? 0) > 0 && p.thc),
    'no-potency': menu.find((p) => p.category === 'ACCESSORIES'),
    milligrams: menu.find((p) => p.category === 'EDIBLES' && p.thc?.endsWith('mg')),
    'full-price': menu.find((p) => (p.activeSpecials?.length ?? 0) === 0 && p.strainType && p.cbd),
  }[pick];
  const product =
    chosen && soldOut ? { ...chosen, options: chosen.options.map((option) => ({ ...option, quantityAvailable: 0 })) } : chosen;
  const provider = config.initialSiteData.provider;
  return (
    <div style={{ width: 220 }}>
      <ProductCard
        product={skeleton ? null : (product ?? null)}
        provider={provider}
        menuType="RECREATIONAL"
        imageLoading="eager"
        label={label}
        action={
          onQuickAdd && product ? <QuickAdd product={product} provider={provider} menuType="RECREATIONAL" onAdd={onQuickAdd} /> : undefined
        }
      />
    </div>
  );
}

/**
 * The product card (issue 13): image, name, brand, strain type with THC / CBD as numbers, and the
 * price the shopper pays, the regular price struck through when a deal runs.
 */
const meta = {
  title: 'Commerce/ProductCard',
  component: CardStory,
  tags: ['screenshot', 'vp-mobile'],
  args: { pick: 'full-price' },
} satisfies Meta<typeof CardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPrice: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.textContent).toMatch(/THC [\d.]+(%| mg)/);
  },
};

export const OnSale: Story = {
  args: { pick: 'on-sale' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s, del')).not.toBeNull();
  },
};

/** An accessory: no strain, no potency, so no facts line (nothing is guessed). */
export const NoPotency: Story = {
  tags: ['fixture-greenleaf'],
  args: { pick: 'no-potency' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').textContent).not.toMatch(/THC|CBD/);
  },
};

export const Milligrams: Story = {
  tags: ['fixture-greenleaf'],
  args: { pick: 'milligrams' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').textContent).toMatch(/THC \d+ mg/);
    await expect(productFacts({ thc: '100mg' })).toEqual(['THC 100 mg']);
  },
};

export const Sponsored: Story = {
  tags: ['fixture-greenleaf'],
  args: { pick: 'full-price', label: SPONSORED_LABEL },
};

export const Loading: Story = {
  tags: ['fixture-greenleaf'],
  args: { skeleton: true },
};

/** The catalogue's quick add: the option with its price (the first in stock chosen) and 'Add'. */
export const QuickAddWithOptions: Story = {
  args: { pick: 'on-sale', onQuickAdd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox');
    const name = canvasElement.querySelector('img')?.closest('a')?.querySelector('span + span, img + span')?.textContent ?? '';
    await expect(select).toHaveAccessibleName(quickAddOptionLabel(name));
    const second = within(select).getAllByRole('option')[1]!;
    await userEvent.selectOptions(select, second);
    await userEvent.click(canvas.getByRole('button', { name: `Add to cart: ${name}` }));
    await expect(args.onQuickAdd).toHaveBeenCalledWith(
      expect.objectContaining({ item: expect.objectContaining({ option: second.getAttribute('value'), quantity: 1 }) }),
    );
  },
};

/** Every option sold out: 'Sold out' on the image and in place of the quick add. */
export const SoldOut: Story = {
  tags: ['fixture-greenleaf'],
  args: { pick: 'full-price', soldOut: true, onQuickAdd: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveTextContent(SOLD_OUT_LABEL);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
