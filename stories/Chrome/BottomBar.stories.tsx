import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bottomBarDesigns, type BottomBarVariant } from '@storefront/components';
import { BottomBarStory, designParameters, mobileGlobals } from './BottomBarStory.tsx';

/**
 * The mobile bottom bar (spec 2.5): one `BottomBar` over the `bottomBarDesigns` table, one story per
 * design (isFooterOne … isFooterTen patched into the fixture). Labels, links, icons and colours
 * come from the demo retailer's CMS; copper-state has custom CMS icons.
 */
const meta = {
  title: 'Chrome/BottomBar/Designs',
  component: BottomBarStory,
  tags: ['screenshot', 'vp-mobile'],
  globals: mobileGlobals,
  args: { cartCount: 3, signedIn: false },
} satisfies Meta<typeof BottomBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the bar shows the design's items, in the table's order. */
function expectDesign(variant: BottomBarVariant) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Mobile navigation' });
    await expect(nav).toHaveAttribute('data-design', variant);
    const items = Array.from(nav.querySelectorAll('[data-item]')).map((el) => el.getAttribute('data-item'));
    await expect(items).toEqual(bottomBarDesigns[variant].items.map((item) => item.id));
  };
}

function design(variant: BottomBarVariant, route = '/'): Story {
  return { parameters: designParameters(variant, route), play: expectDesign(variant) };
}

/** Home, Deals, Profile, Cart (count badge, '0' when empty), Shop, Menu. */
export const DesignOne = design('one');
/** Ours: floating pill, icons only, the current item opens into a labelled chip. */
export const DesignTwo = design('two', '/shop');
/** Ours: labels under icons with a top indicator on the current item. */
export const DesignThree = design('three', '/deals');
/** Ours: icon-only with a dot under the current item. */
export const DesignFour = design('four', '/cart');
/** 'More' opens Shop By Choice, Shop By Price and Shop All (see Overlays). */
export const DesignFive = design('five');
/** Ours: a segmented control; the current segment is filled. */
export const DesignSix = design('six', '/deals');
/** 'More' opens Deals By Categories (see Overlays). */
export const DesignSeven = design('seven', '/shop');
/** Home, Profile, raised 'More' (search overlay), Cart, Menu. */
export const DesignEight = design('eight', '/menu-profile');
/** Menu, Heart, More/search, Cart, Profile; '99+' above 99. */
export const DesignNine = design('nine', '/cart');
/** Menu (circle), Home, Shop, Cart, Profile, Search (circle). */
export const DesignTen = design('ten');
