import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headerDesigns, layoutParts, type HeaderVariant } from '@storefront/components';
import { HeaderStory, mobileGlobals, variantParameters } from './HeaderStory.tsx';

/**
 * The mobile header (spec 2.3): one `Header` over the `headerDesigns` table, one story per variant
 * (isHeaderOne … isHeaderEight patched into the fixture). Logo, links, colours and the provider
 * come from the demo retailer's CMS; the shopper is a guest (see States for signed in). Their
 * screenshots are the flag matrix's ('Galleries/Flag matrix/Headers': each variant under every
 * provider and POS-address setting, in every demo theme); these stories keep their play checks.
 */
const meta = {
  title: 'Chrome/Header/Variants',
  component: HeaderStory,
  tags: ['vp-mobile'],
  globals: mobileGlobals,
  args: { signedIn: false, orderType: 'PICKUP' },
  argTypes: {
    orderType: { control: 'inline-radio', options: ['DELIVERY', 'PICKUP', 'CURBSIDE_PICKUP'] },
  },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks the header shows the variant's table parts (the store bar only where the provider has one). */
function expectVariant(variant: HeaderVariant) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const header = canvasElement.querySelector(`[data-header-variant="${variant}"]`);
    await expect(header).not.toBeNull();
    const rendered = new Set(Array.from(header?.querySelectorAll('[data-part]') ?? []).map((el) => el.getAttribute('data-part')));
    for (const part of layoutParts(headerDesigns[variant])) {
      if (part === 'storeBar' || part === 'defaultHomePage') continue; // provider- and state-dependent
      await expect([part, rendered.has(part)]).toEqual([part, true]);
    }
  };
}

function variant(name: HeaderVariant): Story {
  return { parameters: variantParameters(name), play: expectVariant(name) };
}

/** Classic: logo left, search, wishlist and bell right; store bar; underlined links. */
export const One = variant('one');
/** Centred: menu and search left, centred logo, wishlist and bell right; pill links. */
export const Two = variant('two');
/** Search row: menu and logo, then a full-width search field; tinted store bar; chip links. */
export const Three = variant('three');
/** Search first: one compact bar led by the search field; the store as a chip. */
export const Four = variant('four');
/** Icon rail: labelled Menu, Search, Your List and Notifications under the logo. */
export const Five = variant('five');
/** Brand bar: a bold bar in the brand colour; the logo on a light plate. */
export const Six = variant('six');
/** Minimal: compact bar, then the store chip and the links on one strip. */
export const Seven = variant('seven');
/** Split: menu and store picker left, centred logo, icons in a rounded cluster. */
export const Eight = variant('eight');
