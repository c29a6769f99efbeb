import { describe, expect, it } from 'vitest';
import { pageModuleOf } from './pageModules.ts';
import { routeForPath } from './resolveRoute.ts';
import { pageKinds, routeTable } from './routeTable.ts';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
  });

  it('gives every page kind a lazy module, and uses only known kinds', () => {
    for (const kind of pageKinds) expect(pageModuleOf[kind]).toBeDefined();
    for (const route of routeTable) expect(pageKinds).toContain(route.page);
  });

  // Spec 2.1, row by row: a concrete URL of each route → the table entry that shows it.
  it.each([
    ['/', 'home'],
    ['/homepage2', 'homepage2'],
    ['/menu-profile', 'menu-profile'],
    ['/profile', 'profile'],
    ['/account-new', 'account-new'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    ['/ecommerce-checkout', 'ecommerce-checkout'],
    ['/deals', 'deals'],
    ['/deals/20-off-all-flower', 'deal-detail'],
    ['/deals-category', 'deals-category'],
    ['/deals-category/flower-deals', 'deals-category-detail'],
    ['/deals-collection/category', 'deals-collection'],
    ['/deals-collection/flower', 'deals-collection'],
    ['/search/deals/20-off-all-flower', 'search-deal'],
    ['/search/deals', 'search-deals'],
    ['/search', 'search'],
    ['/search/brands', 'search-brands'],
    ['/search/brands/north-star', 'search-brand'],
    ['/search/categories', 'search-categories'],
    ['/search/categories/flower', 'search-category'],
    ['/shop-cannabis-near-me', 'shop-page-two'],
    ['/shop-cannabis-near-me/shop-by-price', 'shop-by-price'],
    ['/shop', 'shop'],
    ['/shop/brand/north-star', 'shop-brand'],
    ['/product/blue-dream-flower-3-5g', 'product'],
    ['/category/pre-rolls', 'category'],
    ['/categories', 'categories'],
    ['/brand/north-star', 'brand'],
    ['/brands', 'brands'],
    ['/brands/brand-001', 'brand-details'],
    ['/sponsored-brand', 'sponsored-brand'],
    ['/specials', 'specials'],
    ['/motor-city-provisions-detroit', 'store-by-slug'],
    ['/store-details/ret-mi-detroit', 'store-details'],
    ['/find-a-dispensary', 'find-a-dispensary'],
    ['/store-directory', 'store-directory'],
    ['/mi', 'state-mi'],
    ['/az', 'state-az'],
    ['/co', 'state-co'],
    ['/ar', 'state-ar'],
    ['/about', 'about'],
    ['/blog', 'blog'],
    ['/blog/first-post', 'blog-detail'],
    ['/blogs', 'blogs'],
    ['/education', 'education'],
    ['/education/terpenes', 'education-detail'],
    ['/faq', 'faq'],
    ['/contact', 'contact'],
    ['/terms-and-conditions', 'terms'],
    ['/privacy-policy', 'privacy'],
    ['/career', 'career'],
    ['/customer-support', 'customer-support'],
    ['/ticket-list', 'ticket-list'],
    ['/create-ticket', 'create-ticket'],
    ['/response/42', 'response'],
    ['/events/7', 'event'],
    ['/sign-in', 'sign-in'],
    ['/sign-up', 'sign-up'],
    ['/customer-choice', 'customer-choice'],
    ['/account', 'account'],
    ['/account/login-and-security', 'login-and-security'],
    ['/account/request-your-information', 'request-your-information'],
    ['/account/close-your-account', 'close-your-account'],
    ['/your-order', 'your-order'],
    ['/buy-again', 'buy-again'],
    ['/keep-shopping-for', 'keep-shopping-for'],
    ['/save-for-later', 'save-for-later'],
    ['/your-list', 'your-list'],
    ['/your-list/weekend', 'your-list-detail'],
    ['/your-list/my-wishlist', 'my-wishlist'],
    ['/notification', 'notification'],
    ['/notification-settings', 'notification-settings'],
    ['/permission-settings', 'permission-settings'],
    ['/deals-alert', 'deals-alert'],
    ['/chat-with-retailer', 'chat'],
    ['/chat-with-retailer/thread-1', 'chat-thread'],
    ['/menu', 'menu'],
    ['/cart-abandonment', 'cart-abandonment'],
    ['/cart-abandonment/c-123', 'cart-abandonment-deep'],
    ['/no/such/page', 'not-found'],
  ])('%s → %s', (path, id) => {
    expect(routeForPath(path)?.id).toBe(id);
  });

  it.each([
    ['/your-list', true],
    ['/your-list/my-wishlist', true],
    ['/your-list/weekend', true],
    ['/notification', true],
    ['/notification-settings', false],
    ['/account', false],
  ])('login required on %s: %s', (path, expected) => {
    expect(routeForPath(path)?.loginRequired === true).toBe(expected);
  });
});
