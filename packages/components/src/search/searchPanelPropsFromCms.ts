/** Parsed CMS (SiteConfig) → the search panel's content props (searchPageCms[0] and the shop path settings). */
import { searchPageCmsFrom } from '../cms/helpers.ts';
import type { SiteConfig } from '../cms/schema.ts';
import { SEARCH_INPUT_PLACEHOLDER } from '../rules/navigation/search.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import type { SearchPanelContent } from './searchTypes.ts';
import { searchLabels } from './searchLabels.ts';

export function searchPanelPropsFromCms(config: SiteConfig): Required<SearchPanelContent> {
  const page = searchPageCmsFrom(config);
  const site = config.siteSettings;
  return {
    placeholder: nonBlank(page.placeholder) ?? SEARCH_INPUT_PLACEHOLDER,
    topBrandsTitle: nonBlank(page.topBrandsTitle) ?? searchLabels.topBrands,
    trendingProductsTitle: nonBlank(page.trendingProductsTitle) ?? searchLabels.trendingProducts,
    emptyTitle: nonBlank(page.title) ?? searchLabels.emptyTitle,
    shopPathSettings: { shopPageTwo: site.shopPageTwo, shopBasePath: site.shopBasePath, shopLink: site.shopLink },
  };
}
