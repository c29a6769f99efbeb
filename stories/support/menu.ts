import { activeSpecialsFor, type Product } from '@storefront/components';
import { categories, products, retailers, specials } from './catalog.ts';
import { useStoryCms } from './cms.tsx';
import { STORY_FRIDAY } from './deals.ts';

/**
 * The fixture's store's recreational menu on the runner's Friday: its active products with the
 * deals running for each (activeSpecials), as the demo API serves them to the storefront.
 */
export function useStoryMenu() {
  const { config } = useStoryCms();
  const retailer = retailers.find((r) => r.id === config.initialSiteData.canSelectedRetailerId) ?? retailers[0]!;
  const context = { retailerId: retailer.id, now: STORY_FRIDAY, timeZone: retailer.timezone };
  const menu: Product[] = products
    .filter((p) => p.isActive && p.retailerIds.includes(retailer.id) && p.menuTypes.includes('RECREATIONAL'))
    .map((p) => ({ ...p, activeSpecials: activeSpecialsFor(p, specials, context) }));
  return { config, retailer, menu };
}

/** How the demo API names a category in the facets: its URL slug and display name. */
export function storyCategory(category: string) {
  const found = categories.find((c) => c.categoryName === category);
  return { value: found?.urlSlug ?? category.toLowerCase(), label: found?.displayName ?? category };
}
