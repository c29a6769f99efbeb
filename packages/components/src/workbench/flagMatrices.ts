/**
 * Every family's snapshot matrix (the workbench's galleries and visual cases), each declared beside its variant table. The
 * workbench's 'Galleries/Flag matrix' stories and the visual suite's cases read this registry.
 */
import { adTypeFlagMatrix } from '../ads/adTypeFlagMatrix.ts';
import { bottomBarFlagMatrix } from '../bottom-bar/bottomBarFlagMatrix.ts';
import { dealCardFlagMatrix } from '../deals/dealCardFlagMatrix.ts';
import { headerFlagMatrix } from '../header/headerFlagMatrix.ts';
import { sideMenuFlagMatrix } from '../side-menu/sideMenuFlagMatrix.ts';
import { storeCardFlagMatrix } from '../store-list/storeCardFlagMatrix.ts';
import { storePreferenceFlagMatrix } from '../store-preference/storePreferenceFlagMatrix.ts';
import type { FlagMatrix } from '../cms/flagMatrix.ts';

export const flagMatrices = {
  headers: headerFlagMatrix,
  bottomBars: bottomBarFlagMatrix,
  dealCards: dealCardFlagMatrix,
  sideMenus: sideMenuFlagMatrix,
  storePreference: storePreferenceFlagMatrix,
  storeCards: storeCardFlagMatrix,
  adTypes: adTypeFlagMatrix,
} as const satisfies Record<string, FlagMatrix>;

export type FlagMatrixFamily = keyof typeof flagMatrices;
export const flagMatrixFamilies = Object.keys(flagMatrices) as FlagMatrixFamily[];
