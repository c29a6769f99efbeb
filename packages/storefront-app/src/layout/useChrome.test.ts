import { describe, expect, it } from 'vitest';
import { parseCms } from '@storefront/components';
import { cmsFixtures } from '@storefront/fixtures/cms';
import { chromeFor } from './useChrome.ts';

const greenleaf = parseCms(cmsFixtures.greenleaf).config; // dispensaryMenuOne, ticker on
const copperState = parseCms(cmsFixtures['copper-state']).config; // dispensaryMenuTwo, ticker off
const mileHigh = parseCms(cmsFixtures['mile-high']).config; // ecommerce

describe('chromeFor — the layout shell reads the navigation rules', () => {
  it.each([
    // path, config, header, footer, bottom bar
    ['/checkout', greenleaf, true, true, true],
    ['/checkout', copperState, false, false, false],
    ['/ecommerce-checkout', mileHigh, false, false, false],
    ['/cart', mileHigh, true, true, true],
    ['/product/blue-dream-flower-3-5g', greenleaf, true, true, false],
    ['/chat-with-retailer/thread-1', greenleaf, true, true, false],
    ['/chat-with-retailer', greenleaf, true, true, true],
    ['/', copperState, true, true, true],
  ] as const)('%s (%s)', (path, config, header, footer, bottomBar) => {
    const chrome = chromeFor(path, config);
    expect({ header: chrome.header, footer: chrome.footer, bottomBar: chrome.bottomBar }).toEqual({ header, footer, bottomBar });
  });

  it.each([
    ['/deals', 'title', 'Shop Deals by Category'],
    ['/search/categories', 'title', 'Categories'],
    ['/search', 'none', 'Search'],
    ['/product/x', 'product', 'X'],
    ['/cart', 'search', 'Cart'],
    ['/', 'variant', ''],
  ] as const)('mobile header on %s: %s "%s"', (path, kind, title) => {
    const chrome = chromeFor(path, greenleaf);
    expect(chrome.mobileHeader).toBe(kind);
    expect(chrome.mobileTitle).toBe(title);
  });

  it('shows the ticker only when the CMS enables it and the header shows', () => {
    expect(chromeFor('/', greenleaf).ticker).toBe(greenleaf.tickerPageCms.isEnabled);
    expect(chromeFor('/', copperState).ticker).toBe(false);
    expect(chromeFor('/checkout', { ...greenleaf, initialSiteData: { ...greenleaf.initialSiteData, provider: 'ecommerce' } }).ticker).toBe(
      false,
    );
  });
});
