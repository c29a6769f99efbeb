import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CMS_PREVIEW_BANNER, PreviewBanner } from '@storefront/components';

const SHARE = '/shop?preview=v1.eyJwIjoiZGVtbyJ9.signature';

/**
 * The storefront's private CMS preview banner (issue 14, item 1): above the page of the browser
 * that opened a workbench preview link (a signed-in retailer of the site: who made it, and the
 * signed link to share with their team), or saying why a link could not be opened.
 */
const meta = {
  title: 'Store/PreviewBanner',
  component: PreviewBanner,
  args: { notice: { kind: 'on', by: 'Greenleaf Collective team', share: SHARE }, endHref: '/shop?preview=off' },
} satisfies Meta<typeof PreviewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'CMS preview' });
    await expect(banner).toHaveTextContent(CMS_PREVIEW_BANNER.on.body);
    await expect(banner).toHaveTextContent('Preview by Greenleaf Collective team');
    await expect(within(banner).getByRole('link', { name: CMS_PREVIEW_BANNER.on.share })).toHaveAttribute('href', SHARE);
    await expect(within(banner).getByRole('link', { name: CMS_PREVIEW_BANNER.on.action })).toHaveAttribute('href', '/shop?preview=off');
  },
};

export const DamagedLink: Story = {
  args: { notice: { kind: 'error', message: 'The preview link is damaged (its data does not decompress).' }, endHref: '/shop' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'CMS preview' });
    await expect(banner).toHaveTextContent(`The preview link is damaged (its data does not decompress). ${CMS_PREVIEW_BANNER.error.body}`);
    await expect(within(banner).getByRole('link', { name: CMS_PREVIEW_BANNER.error.action })).toHaveAttribute('href', '/shop');
  },
};
