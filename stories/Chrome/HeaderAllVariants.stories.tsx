import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { Header, headerDesigns, headerVariants } from '@storefront/components';
import { AppStandIns, desktopGlobals, useHeaderStoryData, type HeaderStoryArgs } from './HeaderStory.tsx';

/**
 * The eight header variants side by side, each in a phone-wide column, with the fixture's content
 * and colours: the page a retailer looks at to choose one. Desktop viewport so all eight fit.
 */
function AllVariants(args: HeaderStoryArgs) {
  const data = useHeaderStoryData(args);
  return (
    <AppStandIns>
      {(callbacks) => (
        <Box
          as="main"
          padding="lg"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '24px 20px', alignItems: 'start' }}
        >
          <Box as="h1" fontSize="lg" margin="none" style={{ gridColumn: '1 / -1' }}>
            Header variants
          </Box>
          {headerVariants.map((variant) => (
            <Box as="section" key={variant} aria-labelledby={`header-variant-${variant}`} display="flex" flexDirection="column" gap="sm">
              <Box as="h2" id={`header-variant-${variant}`} fontSize="sm" fontWeight="semibold" margin="none">
                {`${variant[0]?.toUpperCase()}${variant.slice(1)} · ${headerDesigns[variant].name}`}
              </Box>
              <Box borderRadius="lg" overflow="hidden" boxShadow="sm" background="background" style={{ minHeight: 240 }}>
                <Header {...data} {...callbacks} variant={variant} sticky={false} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </AppStandIns>
  );
}

const meta = {
  title: 'Chrome/Header/All variants',
  component: AllVariants,
  tags: ['screenshot', 'vp-desktop'],
  globals: desktopGlobals,
  args: { signedIn: true, wishlistProductsCount: 2, unseenCount: 1, localNotificationCount: 0, orderType: 'PICKUP' },
} satisfies Meta<typeof AllVariants>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SideBySide: Story = {
  play: async ({ canvasElement }) => {
    for (const variant of headerVariants) {
      await expect(canvasElement.querySelector(`[data-header-variant="${variant}"]`)).not.toBeNull();
    }
  },
};
