/**
 * The demo retailers a visitor can switch between: the CMS fixtures' ids and names. Only these two
 * small constants are imported; the fixtures' JSON is served by the demo API (GET /api/cms/:siteId),
 * never bundled.
 */
import { cmsFixtureIds, cmsFixtureNames } from '@storefront/fixtures/cms';

export interface DemoSite {
  id: string;
  name: string;
}

export const demoSites: readonly DemoSite[] = cmsFixtureIds.map((id) => ({ id, name: cmsFixtureNames[id] }));
