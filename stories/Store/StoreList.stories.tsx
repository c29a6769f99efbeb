import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import {
  LinkAdapterProvider,
  NO_RETAILER_FOUND_MESSAGE,
  NO_RETAILER_MATCH_MESSAGE,
  notify,
  STORE_CLOSED_NOW_TEXT,
  STORE_OPEN_NOW_TEXT,
} from '@storefront/components';
import { StoreCard, StoreList, storeName } from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { renderRouterLink } from '../support/routerLinks.tsx';
import { STORY_NOW, StoreCardInState, storeCardStateIds, storeCardStates, withDistance } from './storeCardStates.tsx';

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
  // Phone-wide only: the list is a 30rem column at every width (the desktop chooser is a drawer of it).
  tags: ['screenshot', 'full-page', 'vp-mobile'],
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

/** The summary card of the footer's retailer carousel (its screenshots: the store-card flag matrix's 'summary' cases). */
export const SummaryCard: Story = { tags: ['!screenshot'], args: { summary: true } };

/**
 * The store card in each state of the table (packages/components/src/store-list/storeCardStates.ts) at the visual clock
 * (Friday 3:30 p.m. in Detroit): open, closed today, special hours, closed for a holiday, open one day
 * a week, current, switching, the summary look. Its screenshots are the store card's flag
 * matrix's (Galleries/Flag matrix/Store Cards).
 */
export const CardStates: Story = {
  tags: ['!screenshot'],
  render: () => <CardStatesStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { name, shows } of Object.values(storeCardStates))
      await expect(within(canvas.getByRole('article', { name })).getByText(shows, { exact: true })).toBeInTheDocument();
    const status = (name: string) => within(canvas.getByRole('article', { name })).getByText(/^(Open|Closed) now$/).textContent;
    await expect(status(storeCardStates['special-hours'].name)).toBe(STORE_OPEN_NOW_TEXT);
    await expect(status(storeCardStates['closed-today'].name)).toBe(STORE_CLOSED_NOW_TEXT);
  },
};

function CardStatesStory() {
  const { config } = useStoryCms();
  return (
    <Box
      padding="lg"
      display="grid"
      gap="md"
      style={{ maxWidth: '60rem', marginInline: 'auto', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))' }}
    >
      {storeCardStateIds.map((state) => (
        <StoreCardInState key={state} state={state} isMedicalTypeOn={config.retailerMenuTypeSettingsCMS.isMedicalTypeOn} />
      ))}
    </Box>
  );
}
