/** Beside the store card's state table (storeCardStates.ts): its snapshot matrix over CMS flags. Not part of the storefront's bundle. */
import { fieldAxis, type FlagMatrix } from '../cms/flagMatrix.ts';
import { storeCardStateIds, type StoreCardStateId } from './storeCardStates.ts';

/**
 * The store card's snapshot matrix (issue 14, item 3): every state of the table under the one CMS
 * setting that changes a card, the medical menus (retailerMenuTypeSettingsCMS.isMedicalTypeOn,
 * spec 2.8): on, a store with both menus has 'Shop Medical' and 'Shop Recreational'; off, it has
 * 'Shop This Location' alone (and 'Shopping …' / 'Loading...' in the current and switching
 * states). The states themselves come from the store's hours and the shopper's choice, not the
 * CMS, so they are the variants. Phone only: the cards lay out the same in the desktop chooser.
 */
export const storeCardFlagMatrix: FlagMatrix<StoreCardStateId> = {
  title: 'Store card states',
  variants: storeCardStateIds,
  select: () => ({}),
  axes: [
    // Off first: its one-line buttons keep the first tile a whole number of pixels tall. After the
    // current store's two-line 'Shopping Recreational', the next tile sat at a fractional offset and its
    // text and borders rasterised differently from run to run.
    fieldAxis('medical menus', 'retailerMenuTypeSettingsCMS.isMedicalTypeOn', [
      { label: 'off', value: false },
      { label: 'on', value: true },
    ]),
  ],
  viewports: ['mobile'],
};
