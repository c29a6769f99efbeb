import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { campaignCoupons, demoCampaigns } from '@storefront/fixtures/demo';
import {
  activeSpecialsFor,
  CartSummary,
  PROMO_CODE_APPLY_LABEL,
  PROMO_CODE_LABEL,
  PROMO_CODE_REQUIRED_MESSAGE,
  PROMO_CODE_UNKNOWN_MESSAGE,
  PromoCodeField,
  priceCart,
  priceOption,
  taxRatesFor,
  type PromoCodeTerms,
} from '@storefront/components';
import { products, retailers, specials } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';

/** The visual runner's clock: Friday 2026-11-20, 3:30 PM in Detroit. */
const FRIDAY = new Date('2026-11-20T15:30:00-05:00');
/** A personal code's tail, fixed (the API's is a hash of the e-mail). */
const TAIL = '7K2Q9D';

/**
 * The code a shopper of the fixture's default store would hold: its sign-up pop-up's coupon
 * (fixtures/demo/campaigns.json: Greenleaf's WELCOME15, Mile High's MILEHIGH20…, 15 or 20 % off as
 * the pop-up says), else the demo's house code of dollars off.
 */
function fixtureCode(retailerId: string): PromoCodeTerms {
  const campaign = demoCampaigns.find((c) => c.isFormEnable && campaignCoupons[c._id] && c.retailerIds.includes(retailerId));
  const master = campaign ? campaignCoupons[campaign._id] : undefined;
  const percent = master ? Number(/(\d+)$/.exec(master)?.[1] ?? 0) : 0;
  return master && percent > 0
    ? { code: `${master}-${TAIL}`, kind: 'PERCENT_ORDER', percent, retailerIds: campaign?.retailerIds ?? [] }
    : { code: 'TAKE10', kind: 'AMOUNT_OFF', amount: 10, minSubtotal: 60 };
}

type State = 'empty' | 'applied' | 'refused';

/**
 * The promo code field above the cart's totals at the fixture's default store, priced with the
 * storefront's own rules (priceOption, priceCart with the code): applying a code here takes the
 * fixture's own code (any other is refused with the unknown-code words), so the discount line appears
 * in the totals as it does in the cart sidebar, the cart page and checkout.
 */
function PromoCodeStory({ state }: { state: State }) {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const terms = fixtureCode(retailer.id);
  const [applied, setApplied] = useState<PromoCodeTerms | null>(state === 'applied' ? terms : null);
  const context = { retailerId: retailer.id, now: FRIDAY, timeZone: retailer.timezone };
  // Three products the store sells at list price now (no deal beats the code on them), smallest size.
  const lines = products
    .filter((p) => p.retailerIds.includes(retailer.id))
    .flatMap((product) => {
      const option = product.options[0];
      if (!option) return [];
      const price = priceOption({ option, menuType: 'RECREATIONAL', specials: activeSpecialsFor(product, specials, context) });
      return price.onSale
        ? []
        : [{ slug: product.slug, category: product.category, quantity: 1, regular: price.regular, price: price.price }];
    })
    .slice(0, 3);
  const totals = priceCart(lines, { tax: taxRatesFor(retailer.addressObject.state, 'RECREATIONAL'), promo: applied });
  return (
    <Box padding="lg" style={{ maxWidth: '24rem', display: 'grid', gap: '1rem' }}>
      <PromoCodeField
        applied={applied}
        initialCode={state === 'refused' ? 'SPRING5' : ''}
        initialProblem={state === 'refused' ? PROMO_CODE_UNKNOWN_MESSAGE : null}
        onApply={async (code) => {
          if (code.trim().toUpperCase() !== terms.code) return { ok: false, message: PROMO_CODE_UNKNOWN_MESSAGE };
          setApplied(terms);
          return { ok: true };
        }}
        onRemove={() => setApplied(null)}
      />
      <CartSummary totals={totals} title={`Order Summary · ${retailer.name}`} />
    </Box>
  );
}

/**
 * The promo code field (issue 35): the pop-up's coupon used in the cart and at checkout. A labelled
 * field and 'Apply'; the applied code with what it gives and 'Remove'; a refusal under the field, read
 * politely (a live region). In every demo retailer's theme.
 */
const meta = {
  title: 'Commerce/PromoCode',
  component: PromoCodeStory,
  tags: ['screenshot', 'all-fixtures'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromoCodeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No code yet: the labelled field and 'Apply'. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(PROMO_CODE_LABEL)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: PROMO_CODE_APPLY_LABEL })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** 'Apply' with nothing typed says so, keeps focus in the field and marks it invalid (no call is made). */
export const ApplyNothing: Story = {
  args: { state: 'empty' },
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(PROMO_CODE_LABEL);
    await userEvent.click(canvas.getByRole('button', { name: PROMO_CODE_APPLY_LABEL }));
    await expect(canvas.getByRole('status')).toHaveTextContent(PROMO_CODE_REQUIRED_MESSAGE);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A code applied: its line with 'Remove', and the totals' own discount line naming the same code. */
export const Applied: Story = {
  args: { state: 'applied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: /^Remove promo code / });
    const code = (remove.getAttribute('aria-label') ?? '').replace('Remove promo code ', '');
    const summary = canvas.getByRole('region', { name: /^Order Summary/ });
    await expect(within(summary).getByText(new RegExp(`^Promo code ${code} \\(`))).toBeVisible();
  },
};

/** A code the store doesn't know: the words under the field, announced politely and tied to the field. */
export const Refused: Story = {
  args: { state: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(PROMO_CODE_UNKNOWN_MESSAGE);
    await expect(canvas.getByLabelText(PROMO_CODE_LABEL)).toHaveAttribute('aria-describedby', status.id);
  },
};

/** Remove, then the same code typed again (lower case): the totals lose the code's line, then gain it back. */
export const RemoveAndApplyAgain: Story = {
  args: { state: 'applied' },
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: /^Order Summary/ });
    const remove = canvas.getByRole('button', { name: /^Remove promo code / });
    const code = (remove.getAttribute('aria-label') ?? '').replace('Remove promo code ', '');
    await userEvent.click(remove);
    await waitFor(() => expect(within(summary).queryByText(/^Promo code /)).toBeNull());
    await userEvent.type(canvas.getByLabelText(PROMO_CODE_LABEL), code.toLowerCase());
    await userEvent.click(canvas.getByRole('button', { name: PROMO_CODE_APPLY_LABEL }));
    await waitFor(() => expect(within(summary).getByText(new RegExp(`^Promo code ${code} \\(`))).toBeVisible());
  },
};
