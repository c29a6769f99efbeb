import { runningSpecials } from '@storefront/components';
import { retailers, specials } from './catalog.ts';
import { useStoryCms } from './cms.tsx';

/** The visual runner's clock: Friday 2026-11-20, 3:30 PM in Detroit. */
export const STORY_FRIDAY = new Date('2026-11-20T15:30:00-05:00');

/** The fixture's store's deals running on the runner's Friday, as the storefront lists them. */
export function useStoryDeals() {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  return { config, deals: runningSpecials(specials, { retailerId: retailer.id, now: STORY_FRIDAY, timeZone: retailer.timezone }) };
}
