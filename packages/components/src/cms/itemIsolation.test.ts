/**
 * A bad CMS value breaks only its own item: the widgets that list CMS items keep rendering the
 * others (a lone surrogate in one category slug used to throw out of the whole mobile bottom bar,
 * and a '#…' shop link made every Shop By Price link point at the current page).
 */
import { describe, expect, it } from 'vitest';
import { bottomBarContentFromCms } from '../bottom-bar/bottomBarPropsFromCms.ts';
import { megaMenuContent } from '../desktop-header/megaMenu.ts';
import { SHOP_BY_PRICE_BUCKETS } from '../rules/constants.ts';
import { createDefaultSiteConfig, parseCms } from './parseCms.ts';

const categories = (badSlug: string) => [
  { categoryName: 'Flower', urlSlug: 'flower', image: '', imageAlt: '', imageTitle: '' },
  { categoryName: 'Bad', urlSlug: badSlug, image: '', imageAlt: '', imageTitle: '' },
  { categoryName: 'Edibles', urlSlug: 'edibles', image: '', imageAlt: '', imageTitle: '' },
];

describe('a lone surrogate in one custom category slug', () => {
  it.each(['\uD800', 'pre-\uDFFFrolls'])('%j: parseCms drops that category with a warning; the bottom bar lists the others', (slug) => {
    const { config, warnings } = parseCms({ customProductCategoryData: categories(slug) });
    expect(warnings.map((w) => w.path)).toEqual(['customProductCategoryData.1']);
    const content = bottomBarContentFromCms(config);
    expect(content.dealsByCategories.categories.map((c) => c.href)).toEqual(['/deals-category/flower', '/deals-category/edibles']);
  });

  it('a config built without parseCms (e.g. a story) still renders the bar, without that category', () => {
    const config = { ...createDefaultSiteConfig(), customProductCategoryData: categories('\uD800') };
    const content = bottomBarContentFromCms(config);
    expect(content.items.home.href).toBe('/');
    expect(content.dealsByCategories.categories.map((c) => c.name)).toEqual(['Flower', 'Edibles']);
  });
});

describe("a '#…' shop link", () => {
  const expected = SHOP_BY_PRICE_BUCKETS.map((bucket) => `/shop?pageNo=1&price=${bucket.value}`);

  it.each([
    ['siteSettings.shopLink', { siteSettings: { shopLink: '#top' } }],
    ['stickyFooterWidgetCmsData.shopLink', { stickyFooterWidgetCmsData: { shopLink: '#top' } }],
  ])('%s: the Shop item keeps the anchor, the seven Shop By Price links go to the shop base path', (_label, json) => {
    const content = bottomBarContentFromCms(parseCms(json).config);
    expect(content.items.shop.href).toBe('#top');
    expect(content.shopByPrice.links.map((link) => link.href)).toEqual(expected);
  });

  it('the desktop mega menu Shop By Price group too', () => {
    const groups = megaMenuContent.shopAllProduct({ shopLink: '#top' });
    expect(groups[1]?.links.map((link) => link.href)).toEqual(expected);
  });
});
