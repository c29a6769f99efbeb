import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { Box } from '@storefront/tokens/box';
import {
  Badge,
  Button,
  IconButton,
  Skeleton,
  Spinner,
  badgeTones,
  buttonSizes,
  buttonVariantNames,
  cartBadgeLabel,
  skeletonShapes,
} from '@storefront/components';
import { withRouterLinks } from '../support/routerLinks.tsx';

// Stories cannot resolve lucide-react (a dependency of the components package only), so the gallery
// draws its three icons inline, in the same 24×24 stroke style.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
const ShoppingCart = () => (
  <Icon>
    <circle cx="8" cy="21" r="1" />
    <circle cx="19" cy="21" r="1" />
    <path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12" />
  </Icon>
);
const Heart = () => (
  <Icon>
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
  </Icon>
);
const Bell = () => (
  <Icon>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" display="flex" flexDirection="column" gap="md">
      <Box as="h2" fontSize="lg" fontWeight="semibold" margin="none">
        {title}
      </Box>
      {children}
    </Box>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="md">
      {children}
    </Box>
  );
}

/** Every button variant × size, plus loading and disabled states. */
function Buttons() {
  return (
    <Section title="Buttons">
      {buttonVariantNames.map((variant) => (
        <Row key={variant}>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} loading>
            Saving
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </Row>
      ))}
      <Button fullWidth leadingIcon={<ShoppingCart />}>
        Full width with icon
      </Button>
    </Section>
  );
}

/** Counts through the cart's '99+' label rule (spec 9), the hidden-at-zero default and showZero. */
function Badges() {
  return (
    <Section title="Badges">
      <Row>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} count={3} />
        ))}
        <Badge count={120} format={cartBadgeLabel} />
        <Badge count={0} showZero />
        <span>
          count 0 (hidden): <Badge count={0} />
        </span>
      </Row>
      <Row>
        <IconButton label="Cart" icon={<ShoppingCart />} badge={{ count: 120, format: cartBadgeLabel }} />
        <IconButton label="Wishlist" icon={<Heart />} badge={{ count: 4 }} />
        <IconButton label="Notifications" icon={<Bell />} badge={{ count: 0 }} />
        <IconButton label="Notifications" variant="solid" icon={<Bell />} />
      </Row>
    </Section>
  );
}

function Loading() {
  return (
    <Section title="Skeletons and spinner">
      <Row>
        {skeletonShapes.map((shape) => (
          <Box key={shape} style={{ width: 160 }}>
            <Skeleton shape={shape} lines={shape === 'text' ? 3 : 1} />
          </Box>
        ))}
        <Spinner label="Loading products" />
        <Spinner size="sm" />
        <Spinner size="lg" />
      </Row>
    </Section>
  );
}

const meta = {
  title: 'Primitives/Gallery',
  decorators: [withRouterLinks],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box as="main" display="flex" flexDirection="column" gap="xl" padding="lg">
      <Buttons />
      <Badges />
      <Loading />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  tags: ['screenshot', 'full-page'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The badge count is part of the icon button's name; the cart uses the '99+' rule.
    await expect(canvas.getByRole('button', { name: 'Cart, 99+' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Wishlist, 4' })).toBeInTheDocument();
    // A zero count is hidden unless showZero.
    await expect(canvas.getAllByRole('button', { name: 'Notifications' })).toHaveLength(2);
    // Loading buttons are busy and ignore clicks.
    for (const busy of canvas.getAllByRole('button', { name: /Saving/ })) await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products');
  },
};
