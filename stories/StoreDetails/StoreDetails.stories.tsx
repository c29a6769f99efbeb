import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  Button,
  DIRECTIONS_LABEL,
  Inline,
  LinkAdapterProvider,
  PICKUP_ONLY_TEXT,
  STORE_CLOSED_NOW_TEXT,
  STORE_CARD_STATES_NOW,
  StoreDetails,
  TODAY_LABEL,
} from '@storefront/components';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

interface StoreDetailsStoryArgs {
  /** A demo retailer's id; absent: the fixture's own store (canSelectedRetailerId). */
  retailerId?: string;
  /** The clock (ISO); absent: the visual suite's, Friday 2026-11-20 3:30 p.m. in Detroit. */
  at?: string;
}

/** The store details block over the catalogue's retailers, in the toolbar retailer's theme, with the page's menu buttons. */
function StoreDetailsStory({ retailerId, at }: StoreDetailsStoryArgs) {
  const { config } = useStoryCms();
  const wanted = retailerId ?? config.initialSiteData.canSelectedRetailerId;
  const retailer = retailers.find((r) => r.id === wanted) ?? retailers[0]!;
  const now = at ? new Date(at) : STORE_CARD_STATES_NOW;
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Box padding="lg" style={{ maxWidth: '72rem', marginInline: 'auto' }}>
        <StoreDetails
          retailer={retailer}
          now={now}
          actions={
            <Inline gap="sm">
              {retailer.menuTypes.map((type) => (
                <Button key={type} variant="primary">
                  {type === 'MEDICAL' ? 'Shop Medical' : 'Shop Recreational'}
                </Button>
              ))}
            </Inline>
          }
        />
      </Box>
    </LinkAdapterProvider>
  );
}

/**
 * The store details page's block (issue 35): the week with today marked ('Today' and aria-current),
 * special hours from today on, the address with 'Directions' (Google Maps, a new tab), the phone as a
 * tel: link, the delivery zone with its fee and minimum ('Pickup only' without one), the licence number.
 */
const meta = {
  title: 'StoreDetails/StoreDetails',
  component: StoreDetailsStory,
  tags: ['screenshot', 'full-page'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoreDetailsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each demo retailer's own store in its theme (Detroit, Phoenix, Denver): Friday marked, both columns from 769 px. */
export const ShownStore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = canvasElement.querySelector('tr[aria-current="date"]');
    await expect(today).toHaveTextContent(`Friday${TODAY_LABEL}`);
    await expect(canvas.getByRole('link', { name: new RegExp(`^${DIRECTIONS_LABEL}`) })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/^License /)).toBeInTheDocument();
  },
};

/** Closed today: Christmas Day in Detroit, marked in the special hours, the store 'Closed now'. */
export const ClosedToday: Story = {
  tags: ['vp-mobile', 'fixture-greenleaf'],
  args: { retailerId: 'ret-mi-detroit', at: '2026-12-25T12:00:00-05:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(STORE_CLOSED_NOW_TEXT)).toBeInTheDocument();
    const marked = [...canvasElement.querySelectorAll('li[aria-current="date"]')].map((item) => item.textContent);
    await expect(marked).toEqual([`Fri, Dec 25${TODAY_LABEL}Christmas DayClosed`]);
  },
};

/** A store without delivery (Grand Rapids): 'Pickup only'; New Year's Day open 12 to 6 there. */
export const PickupOnly: Story = {
  tags: ['vp-desktop', 'fixture-greenleaf'],
  args: { retailerId: 'ret-mi-grand-rapids' },
  play: async ({ canvasElement }) => {
    const delivery = within(within(canvasElement).getByRole('region', { name: 'Delivery' }));
    await expect(delivery.getByText(PICKUP_ONLY_TEXT)).toBeInTheDocument();
  },
};
