import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { DEFAULT_MAP_CENTER, LinkAdapterProvider, NO_RETAILER_FOUND_MESSAGE, NO_RETAILER_MATCH_MESSAGE, notify } from '@storefront/components';
import { StoreCard, StoreList, storeName } from '@storefront/components';
import { distanceMiles } from '@storefront/demo-api';
import { retailers } from '../support/catalog.ts';
import { useStoryCms } from '../support/cms.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';

/** The visual runner's clock (tests/visual), so today's hours match the screenshots. */
const STORY_NOW = new Date('2026-11-20T15:30:00-05:00');

/** The demo retailers with their distance from the default map centre, as a location search returns them. */
const withDistance = retailers.map((retailer) => ({
  ...retailer,
  locationDetail: {
    distance: distanceMiles(DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude, retailer.coordinates.latitude, retailer.coordinates.longitude),
  },
}));

interface StoreListStoryArgs {
  empty?: boolean;
  /** How long a store switch takes (ms); 0 = never ends (to show 'Loading...'). */
  switchMs?: number;
  summary?: boolean;
}

/** The fixture's store settings (isMedicalTypeOn, canSelectedRetailerId, canMenuType) over the demo retailers. */
function StoreListStory({ empty = false, switchMs = 800, summary = false }: StoreListStoryArgs) {
  const { config } = useStoryCms();
  const current = withDistance.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? withDistance[0];
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Box padding="lg" style={{ maxWidth: '30rem', marginInline: 'auto' }}>
        {summary && current ? (
          <StoreCard retailer={current} look="summary" now={STORY_NOW} />
        ) : (
          <StoreList
            retailers={empty ? [] : withDistance}
            now={STORY_NOW}
            isMedicalTypeOn={config.retailerMenuTypeSettingsCMS.isMedicalTypeOn}
            currentRetailerId={config.initialSiteData.canSelectedRetailerId}
            currentMenuType={config.initialSiteData.canMenuType}
            onSwitchStore={() => new Promise<void>((resolve) => (switchMs > 0 ? setTimeout(resolve, switchMs) : undefined))}
            onLocationAlert={(retailer) => notify.success(`You are shopping at ${storeName(retailer)}.`)}
          />
        )}
      </Box>
    </LinkAdapterProvider>
  );
}

/**
 * The store chooser's state + list view (spec 2.7) with store cards (spec 2.8): name, '{n} Miles',
 * address, 'Call : {phone}', 'Store Details', today's hours or status, and one button per menu type.
 */
const meta = {
  title: 'Store/StoreList',
  component: StoreListStory,
  tags: ['screenshot', 'full-page'],
} satisfies Meta<typeof StoreListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every demo store; the fixture's store is current. */
export const AllStores: Story = {};

/** 'Select a State': Colorado. */
export const ByState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Select a State' }), 'CO');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** 'Search by Store Name' (debounced 600 ms): 'leaf' finds Huron Leaf Ann Arbor. */
export const FilteredByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by Store Name' }), 'leaf');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1), { timeout: 2000 });
  },
};

/** Nothing matches the name: the spec's message. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by Store Name' }), 'lobster');
    await expect(await canvas.findByRole('status', {}, { timeout: 2000 })).toHaveTextContent(NO_RETAILER_MATCH_MESSAGE);
  },
};

/** No retailers at all. */
export const NoRetailers: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(NO_RETAILER_FOUND_MESSAGE);
  },
};

/** Switching store: the pressed button reads 'Loading...' and the card's buttons are disabled. */
export const Switching: Story = {
  args: { switchMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Saguaro Wellness Tempe (AZ): recreational only, and no fixture's current store.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Select a State' }), 'AZ');
    const card = within(canvas.getByRole('article', { name: 'Saguaro Wellness Tempe' }));
    const [button] = card.getAllByRole('button');
    if (!button) throw new Error('the store has no menu-type button');
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Loading...');
    for (const each of card.getAllByRole('button')) await expect(each).toBeDisabled();
  },
};

/** The summary card of the footer's retailer carousel. */
export const SummaryCard: Story = { args: { summary: true } };

/** The store card in each status at the visual clock (Friday 3:30 p.m. in Detroit): open, closed today, special hours, closed for a holiday, open one day a week. */
export const CardStates: Story = {
  tags: ['screenshot', 'fixture-greenleaf'],
  render: () => <CardStatesStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = (name: string) => within(canvas.getByRole('article', { name })).getByText(/^(Open|Closed) now$/).textContent;
    await expect(status('Open today')).toBe('Open now');
    await expect(status('Closed on Fridays')).toBe('Closed now');
    await expect(status('Special hours today')).toBe('Open now');
    await expect(within(canvas.getByRole('article', { name: 'Closed for a holiday' })).getByText('Closed | Special Hours: Staff Day')).toBeInTheDocument();
    await expect(within(canvas.getByRole('article', { name: 'Open on Sundays only' })).getByText('Open on Sunday')).toBeInTheDocument();
  },
};

function CardStatesStory() {
  const base = withDistance[0];
  if (!base) return null;
  const closedFriday = { ...base.pickupHours, Friday: { ...base.pickupHours.Friday, active: false } };
  const sundayOnly = Object.fromEntries(Object.entries(base.pickupHours).map(([day, hours]) => [day, { ...hours, active: day === 'Sunday' }])) as typeof base.pickupHours;
  const special = (name: string, matches: boolean) => [
    { name, start: '2026-11-20T10:00:00-05:00', end: '2026-11-20T18:00:00-05:00', active: true, specialDateRangeCheckStatus: matches },
  ];
  const cards = [
    { ...base, id: 'open', name: 'Open today' },
    { ...base, id: 'closed', name: 'Closed on Fridays', pickupHours: closedFriday },
    { ...base, id: 'special', name: 'Special hours today', specialHours: special('Black Friday', true) },
    { ...base, id: 'holiday', name: 'Closed for a holiday', specialHours: special('Staff Day', false) },
    { ...base, id: 'single', name: 'Open on Sundays only', pickupHours: sundayOnly },
  ];
  return (
    <LinkAdapterProvider renderLink={renderRouterLink}>
      <Box padding="lg" display="grid" gap="md" style={{ maxWidth: '60rem', marginInline: 'auto', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}>
        {cards.map((retailer) => (
          <StoreCard key={retailer.id} retailer={retailer} now={STORY_NOW} isMedicalTypeOn />
        ))}
      </Box>
    </LinkAdapterProvider>
  );
}
