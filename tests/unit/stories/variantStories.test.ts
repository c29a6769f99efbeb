/**
 * Every variant of a family's table has its own story (issue 14, item 2): a variant added to a table
 * without one fails here. Each story module is read as Storybook reads it (its CSF exports); a
 * story's variant is what the family's resolver makes of the demo fixture with the story's CMS patch
 * (parseCms, as the preview decorator does), or the template arg for pop-up campaigns.
 */
import { describe, expect, it } from 'vitest';
import {
  bottomBarVariants,
  headerVariants,
  menuVariants,
  popupTemplates,
  renderableAdTypes,
  resolveBottomBarVariant,
  resolveHeaderVariant,
  resolveMenuVariant,
  resolveStorePreferenceVariant,
  storePreferenceVariants,
} from '@storefront/components/rules';
import { parseCms, type SiteConfig } from '@storefront/components/cms';
import { storeCardStateIds } from '@storefront/components';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { patchJson } from '../../../stories/support/cms.tsx';
import { variantFamilies } from '../../../stories/support/gallery.tsx';
import * as bottomBarStories from '../../../stories/Chrome/BottomBar.stories.tsx';
import * as headerStories from '../../../stories/Chrome/Header.stories.tsx';
import * as sideMenuStories from '../../../stories/Chrome/SideMenu.stories.tsx';
import * as popupStories from '../../../stories/Marketing/PopupCampaign.stories.tsx';
import * as storePreferenceStories from '../../../stories/Store/StorePreference.stories.tsx';
import * as adStories from '../../../stories/Commerce/SponsoredAds.stories.tsx';

interface StoryLike {
  args?: Record<string, unknown>;
  parameters?: { cms?: { patch?: unknown } };
}

/** The CSF stories of a module: every export but the default (the meta). */
function storiesOf(module: Record<string, unknown>): Array<[string, StoryLike]> {
  return Object.entries(module).filter(([name]) => name !== 'default') as Array<[string, StoryLike]>;
}

const configOf = (story: StoryLike): SiteConfig => parseCms(patchJson(cmsFixtures.greenleaf, story.parameters?.cms?.patch)).config;

/** The variants a module's stories show, by a patch that changes the fixture's choice. */
function cmsVariants<V extends string>(module: Record<string, unknown>, resolve: (config: SiteConfig) => V): Set<V> {
  const shown = new Set<V>();
  for (const [, story] of storiesOf(module)) if (story.parameters?.cms?.patch !== undefined) shown.add(resolve(configOf(story)));
  return shown;
}

describe('every variant of a table has a story of its own', () => {
  it.each([
    [
      'header variants (Chrome/Header/Variants)',
      headerVariants,
      () => cmsVariants(headerStories, (c) => resolveHeaderVariant(c.headerFooterSettings)),
    ],
    [
      'bottom-bar designs (Chrome/BottomBar/Designs)',
      bottomBarVariants,
      () => cmsVariants(bottomBarStories, (c) => resolveBottomBarVariant(c.headerFooterSettings)),
    ],
    [
      'side-menu versions (Chrome/SideMenu/Versions)',
      menuVariants,
      () => cmsVariants(sideMenuStories, (c) => resolveMenuVariant(c.activeVersionCms)),
    ],
    [
      'store-preference versions (Store/StorePreference)',
      storePreferenceVariants,
      () => cmsVariants(storePreferenceStories, (c) => resolveStorePreferenceVariant(c.activeVersionCms)),
    ],
    [
      'pop-up templates (Marketing/PopupCampaign)',
      popupTemplates,
      () => {
        const metaArgs = (popupStories.default as StoryLike).args ?? {};
        return new Set(storiesOf(popupStories).map(([, story]) => String({ ...metaArgs, ...story.args }.template)));
      },
    ],
    [
      'sponsored ad types (Commerce/SponsoredAds)',
      renderableAdTypes,
      () => {
        // A story's slot, looked up in the demo fixture's placements, is of the type it shows.
        const placements = parseCms(cmsFixtures.greenleaf).config.adConfig.placements;
        const metaArgs = (adStories.default as StoryLike).args ?? {};
        return new Set(storiesOf(adStories).map(([, story]) => placements[String({ ...metaArgs, ...story.args }.slotName)]?.adType));
      },
    ],
  ] as const)('%s', (_family, table, shownBy) => {
    const shown = shownBy() as Set<string>;
    expect(
      table.filter((variant) => !shown.has(variant)),
      'variants without a story',
    ).toEqual([]);
  });

  it('the galleries are the tables themselves', () => {
    expect(variantFamilies.headers.matrix.variants).toBe(headerVariants);
    expect(variantFamilies.bottomBars.matrix.variants).toBe(bottomBarVariants);
    expect(variantFamilies.sideMenus.matrix.variants).toBe(menuVariants);
    expect(variantFamilies.storePreference.matrix.variants).toBe(storePreferenceVariants);
    expect(variantFamilies.adTypes.matrix.variants).toBe(renderableAdTypes);
    // The store-card states are the table in packages/components (the card-states story's too).
    expect(variantFamilies.storeCards.matrix.variants).toBe(storeCardStateIds);
  });
});
