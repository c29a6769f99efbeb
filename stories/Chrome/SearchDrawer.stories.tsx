import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchStory, desktopGlobals } from './DesktopHeaderStory.tsx';

/**
 * The search drawer (spec 2.4) from the right on desktop, fed by the demo API through MSW:
 * the empty-state view, suggestions while typing, and the no-results view after 700 ms.
 */
const meta = {
  title: 'Chrome/Search/Drawer',
  component: SearchStory,
  tags: ['screenshot', 'vp-desktop'],
  globals: desktopGlobals,
  args: { mode: 'drawer' },
} satisfies Meta<typeof SearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawerOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search' }));

/** An empty query: the drawer's empty-state view (searchPageCms title); the input takes focus 2 s after opening. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.getByText('Start typing to see suggestions, brands and products.')).toBeInTheDocument();
    await waitFor(() => expect(drawer.getByRole('searchbox')).toHaveFocus(), { timeout: 3000 });
  },
};

/**
 * Typing 'purple' (carried by every demo retailer): highlighted suggestions, brand names, product
 * rows and 'See All {totalProducts} Products' to the shop path with ?search=purple.
 */
export const TypingWithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.type(drawer.getByRole('searchbox'), 'purple');
    const seeAll = await drawer.findByRole('link', { name: /^See All \d+ Products$/ }, { timeout: 4000 });
    await expect(seeAll.getAttribute('href')).toMatch(/\?search=purple$/);
    const rows = within(drawer.getByRole('list', { name: 'Products' })).getAllByRole('link');
    await expect(rows[0]?.getAttribute('href')).toMatch(/^\/product\//);
    await expect(rows[0]).toHaveTextContent(/Variants: \d+/);
    await expect(drawer.getAllByRole('button', { name: /Purple/ }).length).toBeGreaterThan(0);
  },
};

/** Typing 'zzqx': nothing matches; the no-results view appears 700 ms after the last keystroke. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.type(drawer.getByRole('searchbox'), 'zzqx');
    await expect(await drawer.findByText('No results found', {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

/** Clicking a suggestion searches its text. */
export const SuggestionSearchesItsText: Story = {
  tags: ['fixture-greenleaf'],
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.type(drawer.getByRole('searchbox'), 'purple');
    const suggestion = (await drawer.findAllByRole('button', { name: /Purple/ }, { timeout: 4000 }))[0];
    if (!suggestion) throw new Error('no suggestion');
    const text = suggestion.textContent ?? '';
    await userEvent.click(suggestion);
    await expect(drawer.getByRole('searchbox')).toHaveValue(text);
    // The story ends on the new text's results, not on their loading skeleton.
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="dialog"] [aria-busy="true"]')).toBeNull(), {
      timeout: 4000,
    });
  },
};
