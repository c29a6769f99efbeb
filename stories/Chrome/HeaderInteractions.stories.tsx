import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeaderStory, headerPatch, mobileGlobals } from './HeaderStory.tsx';

/**
 * Keyboard and pointer interactions of the header. The CMS links here are the fixture's
 * menuLinkWidgetCmsData (the header widget's own links are patched out), which carry sub-links.
 */
const meta = {
  title: 'Chrome/Header/Interactions',
  component: HeaderStory,
  tags: ['screenshot', 'vp-mobile'],
  globals: mobileGlobals,
  args: { signedIn: true, wishlistProductsCount: 1, unseenCount: 2, localNotificationCount: 3, orderType: 'PICKUP' },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSubLinks = (variant: Parameters<typeof headerPatch>[0]) => ({
  cms: { patch: { ...headerPatch(variant), headerWidgetCmsData: { links: [] } } },
});

/** Tab to the first link with sub-links, Enter: its panel drops below the strip. */
export const SubLinksOpenWithKeyboard: Story = {
  parameters: withSubLinks('one'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Shop' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('list', { name: 'Shop' });
    await expect(within(panel).getAllByRole('link').length).toBeGreaterThan(1);
  },
};

/** Escape closes the panel and puts focus back on its button. */
export const SubLinksCloseOnEscape: Story = {
  parameters: withSubLinks('two'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Shop' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Shop' })).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

/** The hamburger opens the side menu from the keyboard; Escape closes it. */
export const HamburgerWithKeyboard: Story = {
  parameters: { cms: { patch: headerPatch('two') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Side menu' })).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Side menu' })).toBeNull());
  },
};

/** The bell's badge is unseenCount + the local count (2 + 3); clicking it resets the local count. */
export const BellResetsLocalCount: Story = {
  parameters: { cms: { patch: headerPatch('one') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 5' }));
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2' })).toBeInTheDocument();
  },
};

/** The store bar opens the store-preference drawer. */
export const StoreBarOpensPreference: Story = {
  parameters: { cms: { patch: { ...headerPatch('eight'), initialSiteData: { provider: 'dispensaryMenuOne' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /You’re Shopping at/ }));
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Store preference' })).toBeInTheDocument());
  },
};

/** 'Select a Store' turns the default home page on, and the control goes away. */
export const DefaultHomePageTurnedOn: Story = {
  args: { noStore: true },
  parameters: { cms: { patch: { ...headerPatch('four'), initialSiteData: { provider: 'dispensaryMenuOne' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select a Store' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Select a Store' })).toBeNull());
  },
};
