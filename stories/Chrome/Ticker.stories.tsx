import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Ticker, tickerPropsFromCms } from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';
import { withRouterLinks } from '../support/routerLinks.tsx';

/** The ticker bar (spec 2.3) from the fixture's tickerPageCms / tickerCrudData; colours via the theme. */
function FixtureTicker({ defaultPaused }: { defaultPaused?: boolean }) {
  const { config } = useStoryCms();
  return <Ticker {...tickerPropsFromCms(config)} defaultPaused={defaultPaused} />;
}

const meta = {
  title: 'Chrome/Ticker',
  decorators: [withRouterLinks],
  parameters: { layout: 'fullscreen' },
  render: () => <FixtureTicker />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enabled for every fixture (copper-state ships it off), so each retailer's colours get a baseline. */
export const Enabled: Story = {
  tags: ['screenshot'],
  parameters: { cms: { patch: { tickerPageCms: { isEnabled: true } } } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    const links = within(bar).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    // The marquee copy is hidden from assistive technology and the tab order.
    await expect(bar.querySelectorAll('ul')[1]).toHaveAttribute('aria-hidden', 'true');
    await expect(within(bar).getByRole('button', { name: 'Pause ticker' })).toBeInTheDocument();
  },
};

/** tickerPageCms.isEnabled off: the bar renders nothing (no screenshot). */
export const Disabled: Story = {
  parameters: { cms: { patch: { tickerPageCms: { isEnabled: false } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  },
};

/** The pause button (WCAG 2.2.2) stops the marquee; it then offers 'Play ticker'. */
export const Paused: Story = {
  tags: ['screenshot'],
  parameters: { cms: { patch: { tickerPageCms: { isEnabled: true } } } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Pause ticker' }));
    await expect(bar).toHaveAttribute('data-paused', 'true');
    await expect(within(bar).getByRole('button', { name: 'Play ticker' })).toBeInTheDocument();
  },
};

/** A CMS colour pair with too little contrast is made readable by themeFromCms. */
export const LowContrastColours: Story = {
  tags: ['screenshot', 'fixture-greenleaf'],
  parameters: { cms: { patch: { tickerPageCms: { isEnabled: true, backgroundColor: '#ffffff', color: '#f5f5f5' } } } },
};
