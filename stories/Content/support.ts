import { imagePolicyFrom, parseSitePages, type SitePages } from '@storefront/components';
import { cmsPagesFixtures } from '@storefront/fixtures/cms';
import { useStoryCms } from '../support/cms.tsx';

/** The fixture retailer's information pages, through the storefront's parser (its image policy too). */
export function useStoryPages(): SitePages {
  const { fixtureId, config } = useStoryCms();
  return parseSitePages(cmsPagesFixtures[fixtureId], imagePolicyFrom(config.siteSettings)).pages;
}

/** The visual runner's clock (2026-11-20 15:30): events after it are to come. */
export const STORY_NOW = Date.parse('2026-11-20T15:30:00-05:00');
